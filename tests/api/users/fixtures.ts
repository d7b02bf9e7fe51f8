import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { brokers, changeHistories, profiles } from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { cnpjWithCheckDigits, cpfWithCheckDigits } from '../../../server/db/seed/documentNumbers';
import { companyIdOf } from '../support/fixtures';

let sequence = 0;

/** A fresh valid CPF for each call (distinct from the seed's). */
export const nextCpf = () => {
  sequence += 1;
  return cpfWithCheckDigits(String(900_000_000 - sequence * 7_937).padStart(9, '0'));
};

export const profileUniqueId = async (
  db: Database,
  name: string,
  companyKey = DEMO_COMPANY_KEY,
) => {
  const companyId = await companyIdOf(db, companyKey);
  const [row] = await db
    .select({ uniqueId: profiles.uniqueId })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.name, name)));
  return row.uniqueId;
};

export const brokerIdByName = async (db: Database, name: string) => {
  const [row] = await db.select({ id: brokers.id }).from(brokers).where(eq(brokers.name, name));
  return row.id;
};

export const PRIME = 'Prime Corretora de Seguros Ltda.';

/** A second broker of the demo tenant, for the broker-scope checks. */
export const addBroker = async (db: Database, name: string, cnpjBase: string) => {
  const companyId = await companyIdOf(db, DEMO_COMPANY_KEY);
  const [row] = await db
    .insert(brokers)
    .values({ companyId, name, cnpj: cnpjWithCheckDigits(cnpjBase), susepCode: '100200300400500' })
    .returning({ id: brokers.id });
  return row.id;
};

/** History rows of one entity, oldest first. */
export const historyOf = (db: Database, entity: string, entityId: number) =>
  db
    .select()
    .from(changeHistories)
    .where(and(eq(changeHistories.entity, entity), eq(changeHistories.entityId, String(entityId))))
    .orderBy(changeHistories.id);

export interface NewUser {
  Name?: string;
  Cpf?: string;
  Email?: string;
  Phone?: string | null;
  Login: string;
  UserTypeId?: number;
  ProfileUniqueId: string;
  BrokerId?: number | null;
  HomeMenuId?: number | null;
}

/** A SaveUserInfo body for a new insurer user, with the fields a test does not care about. */
export const newUserBody = (fields: NewUser) => ({
  Name: 'Gabriela Teixeira Rocha',
  Cpf: nextCpf(),
  Email: `${fields.Login}@garantiabrasil.com.br`,
  Phone: '(11) 98877-6655',
  UserTypeId: 1,
  ...fields,
});
