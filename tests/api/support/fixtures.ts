import { and, eq } from 'drizzle-orm';
import type { UserTypeId } from '../../../domain/userTypes';
import type { Database } from '../../../server/db/client';
import { companies, persons, profiles, users } from '../../../server/db/schema';
import { DEMO_COMPANY_KEY, DEMO_PASSWORD } from '../../../server/db/seed/demoUsers';
import { cpfWithCheckDigits } from '../../../server/db/seed/documentNumbers';
import { hashPassword } from '../../../server/modules/security/passwords';

let sequence = 0;

export const companyIdOf = async (db: Database, companyKey: string) => {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.companyKey, companyKey));
  return company.id;
};

export interface ExtraUser {
  login: string;
  companyKey?: string;
  userTypeId?: UserTypeId;
  /** An existing profile of the tenant; without it the user gets a new profile with no grants. */
  profileName?: string;
  isActive?: boolean;
}

/** Adds a user (password Aval@2026) to a tenant, for tests that lock, deactivate or strip it. */
export const addUser = async (db: Database, user: ExtraUser) => {
  const companyId = await companyIdOf(db, user.companyKey ?? DEMO_COMPANY_KEY);
  const userTypeId = user.userTypeId ?? 1;
  sequence += 1;
  const profileId = user.profileName
    ? (
        await db
          .select({ id: profiles.id })
          .from(profiles)
          .where(and(eq(profiles.companyId, companyId), eq(profiles.name, user.profileName)))
      )[0].id
    : (
        await db
          .insert(profiles)
          .values({ companyId, name: `Sem acesso ${user.login}`, userTypeId, homeMenuId: null })
          .returning({ id: profiles.id })
      )[0].id;
  const [person] = await db
    .insert(persons)
    .values({
      companyId,
      name: `Pessoa de Teste ${user.login}`,
      cpfCnpj: cpfWithCheckDigits(String(100_000_000 + sequence * 7919).slice(0, 9)),
      email: `${user.login}@teste.test`,
    })
    .returning({ id: persons.id });
  const [created] = await db
    .insert(users)
    .values({
      companyId,
      login: user.login,
      personId: person.id,
      userTypeId,
      profileId,
      isActive: user.isActive ?? true,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  return { ...created, personName: `Pessoa de Teste ${user.login}` };
};
