import type { FunctionalityId } from '../../../domain/functionalities';
import type { MenuIdValue } from '../../../domain/menus';
import type { UserTypeId } from '../../../domain/userTypes';
import { createTenantPipes } from '../../modules/kanban/cards';
import { hashPassword } from '../../modules/security/passwords';
import type { Database } from '../client';
import {
  brokers,
  companies,
  companyDns,
  type PortalTheme,
  persons,
  profileGrants,
  profiles,
  termsOfUse,
  termTags,
  users,
} from '../schema';
import { menuOfFunctionality } from './catalog';
import { seedWaysIn, type WaysInSeed } from './waysIn';

export interface ProfileDefinition {
  name: string;
  userTypeId: UserTypeId;
  homeMenuId: MenuIdValue | null;
  functionalities: readonly FunctionalityId[];
  /** Side-menu order overrides; a menu's order is its id otherwise. */
  menuOrder?: Partial<Record<MenuIdValue, number>>;
}

export interface PersonDefinition {
  name: string;
  cpfCnpj: string;
  email: string;
  phone?: string;
}

export interface UserDefinition {
  login: string;
  password: string;
  userTypeId: UserTypeId;
  profile: string;
  person: PersonDefinition;
  /** Key of one of the tenant's brokers, for broker and agent users. */
  broker?: string;
  isActive?: boolean;
}

export interface TenantDefinition {
  company: {
    companyKey: string;
    name: string;
    cnpj: string;
    /** The insurer's SUSEP code (policy document). */
    susepCode?: string;
    email: string;
    zipCode: string;
    addressName: string;
    addressNumber: string;
    complement?: string;
    neighborhood: string;
    city: string;
    state: string;
    theme?: PortalTheme;
    primaryColor?: string;
    figureColor?: string;
    lineColor?: string;
    fontFamily?: string;
    fontFamilyUrl?: string;
    maintenance?: boolean;
    maintenanceMessage?: string;
    warnMaintenance?: boolean;
  };
  dns: string[];
  brokers: { key: string; name: string; cnpj: string; susepCode: string }[];
  profiles: ProfileDefinition[];
  users: UserDefinition[];
  termOfUse: { version: number; html: string };
  termTags: { name: string; value: string }[];
  /** Advisors' brokers and acceptance terms (server/db/seed/waysIn.ts). */
  waysIn?: WaysInSeed;
}

const grantRows = (companyId: number, profileId: number, profile: ProfileDefinition) =>
  profile.functionalities.map((functionalityId) => {
    const menuId = menuOfFunctionality.get(functionalityId);
    if (menuId === undefined) throw new Error(`Funcionalidade ${functionalityId} sem menu.`);
    return {
      companyId,
      profileId,
      menuId,
      functionalityId,
      order: profile.menuOrder?.[menuId] ?? menuId,
    };
  });

/** Creates a whole tenant in one transaction; the catalog (menus, functionalities) must exist. */
export const seedTenant = async (db: Database, tenant: TenantDefinition) => {
  const passwordHashes = await Promise.all(tenant.users.map((user) => hashPassword(user.password)));

  return db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values(tenant.company).returning();
    await tx
      .insert(companyDns)
      .values(tenant.dns.map((dns) => ({ companyId: company.id, dns: dns.toLowerCase() })));

    const brokerIds = new Map<string, number>();
    for (const { key, ...broker } of tenant.brokers) {
      const [row] = await tx
        .insert(brokers)
        .values({ ...broker, companyId: company.id })
        .returning({ id: brokers.id });
      brokerIds.set(key, row.id);
    }

    const profileIds = new Map<string, number>();
    for (const profile of tenant.profiles) {
      const [row] = await tx
        .insert(profiles)
        .values({
          companyId: company.id,
          name: profile.name,
          userTypeId: profile.userTypeId,
          homeMenuId: profile.homeMenuId,
        })
        .returning({ id: profiles.id });
      profileIds.set(profile.name, row.id);
      const grants = grantRows(company.id, row.id, profile);
      if (grants.length > 0) await tx.insert(profileGrants).values(grants);
    }

    for (const [index, user] of tenant.users.entries()) {
      const profileId = profileIds.get(user.profile);
      if (profileId === undefined) throw new Error(`Perfil desconhecido: ${user.profile}`);
      const [person] = await tx
        .insert(persons)
        .values({ ...user.person, companyId: company.id })
        .returning({ id: persons.id });
      await tx.insert(users).values({
        companyId: company.id,
        login: user.login,
        personId: person.id,
        userTypeId: user.userTypeId,
        profileId,
        brokerId: user.broker ? brokerIds.get(user.broker) : null,
        isActive: user.isActive ?? true,
        passwordHash: passwordHashes[index],
      });
    }

    await tx.insert(termsOfUse).values({
      companyId: company.id,
      version: tenant.termOfUse.version,
      html: tenant.termOfUse.html,
      publishedAt: new Date(),
    });
    if (tenant.termTags.length > 0) {
      await tx
        .insert(termTags)
        .values(tenant.termTags.map((tag) => ({ ...tag, companyId: company.id })));
    }
    await seedWaysIn(tx, company.id, tenant.waysIn, brokerIds);
    await createTenantPipes(tx, company.id);
    return company;
  });
};
