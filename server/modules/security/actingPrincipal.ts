import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { Functionality } from '../../../domain/functionalities';
import { isAdvisor, UserType } from '../../../domain/userTypes';
import type { Database } from '../../db/client';
import {
  advisorBrokers,
  brokers,
  companies,
  profileGrants,
  profiles,
  users,
} from '../../db/schema';
import type { AccessClaims, ActingClaim } from './accessToken';
import { actingClaimOfFamily } from './actingSessions';
import type { AuthContext } from './principal';

export interface ActingLinkQuery {
  companyId: number;
  advisorUserId: number;
  brokerId: number;
}

/**
 * The advisor (active, same tenant) and the broker it is linked to in advisor_brokers, with what
 * decides whether it may act for it now; undefined when there is no such link.
 */
export const findActingLink = async (db: Database, query: ActingLinkQuery) => {
  const [row] = await db
    .select({
      advisorUserId: users.id,
      advisorPersonId: users.personId,
      advisorTypeId: users.userTypeId,
      advisorProfileName: profiles.name,
      holdsAdvisorGrant: sql<boolean>`exists (select 1 from ${profileGrants} where ${profileGrants.profileId} = ${users.profileId} and ${profileGrants.functionalityId} = ${Functionality.LISTAR_CORRETORES_ASSESSOR})`,
      companyKey: companies.companyKey,
      brokerId: brokers.id,
      brokerName: brokers.name,
      brokerBlocked: brokers.isBlocked,
      brokerStatus: brokers.registrationStatus,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .innerJoin(
      advisorBrokers,
      and(
        eq(advisorBrokers.advisorUserId, users.id),
        eq(advisorBrokers.companyId, users.companyId),
        eq(advisorBrokers.brokerId, query.brokerId),
      ),
    )
    .innerJoin(
      brokers,
      and(eq(brokers.id, advisorBrokers.brokerId), eq(brokers.companyId, users.companyId)),
    )
    .where(
      and(
        eq(users.id, query.advisorUserId),
        eq(users.companyId, query.companyId),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row;
};

export type ActingLink = NonNullable<Awaited<ReturnType<typeof findActingLink>>>;

/** Whether the user counts as a risk advisor (user type 6 or profile RiskAdviser). */
export const isAdvisorAccount = (account: { userTypeId: number; profileName: string }) =>
  isAdvisor({ UserTypeId: account.userTypeId, ProfileName: account.profileName });

export const isBrokerActive = (broker: { isBlocked: boolean; registrationStatus: string }) =>
  !broker.isBlocked && broker.registrationStatus === 'active';

/** An advisor that still holds the advisor list grant, linked to an active broker. */
export const isActingAllowed = (link: ActingLink) =>
  isAdvisorAccount({ userTypeId: link.advisorTypeId, profileName: link.advisorProfileName }) &&
  link.holdsAdvisorGrant &&
  isBrokerActive({ isBlocked: link.brokerBlocked, registrationStatus: link.brokerStatus });

/**
 * The profile an advisor acts with for a broker: the profile of the broker's main user (its
 * oldest active broker user), else the tenant's oldest broker profile.
 */
export const actingProfileOf = async (db: Database, companyId: number, brokerId: number) => {
  const columns = { id: profiles.id, name: profiles.name, homeMenuId: profiles.homeMenuId };
  const [main] = await db
    .select(columns)
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.brokerId, brokerId),
        eq(users.userTypeId, UserType.BROKER),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        eq(profiles.userTypeId, UserType.BROKER),
      ),
    )
    .orderBy(asc(users.id))
    .limit(1);
  if (main) return main;
  const [fallback] = await db
    .select(columns)
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.userTypeId, UserType.BROKER)))
    .orderBy(asc(profiles.id))
    .limit(1);
  return fallback;
};

/**
 * The caller of an acting token: identity stays the advisor's (so every change is recorded with
 * the advisor's name), while user type, broker and functionalities are the broker's. A link,
 * grant or broker that went away, or the return to the advisor, ends the session at once.
 */
export const loadActingPrincipal = async (
  db: Database,
  claims: AccessClaims,
  acting: ActingClaim,
) => {
  if (acting.advisorUserId !== claims.userId) return undefined;
  // returning to the advisor, Logout or a password change end the session at once
  const session = await actingClaimOfFamily(db, claims.familyId, claims.userId);
  if (session?.brokerId !== acting.brokerId) return undefined;
  const link = await findActingLink(db, {
    companyId: claims.companyId,
    advisorUserId: claims.userId,
    brokerId: acting.brokerId,
  });
  if (!link || !isActingAllowed(link)) return undefined;
  const profile = await actingProfileOf(db, claims.companyId, acting.brokerId);
  if (!profile) return undefined;
  const grants = await db
    .select({ id: profileGrants.functionalityId })
    .from(profileGrants)
    .where(
      and(eq(profileGrants.profileId, profile.id), eq(profileGrants.companyId, claims.companyId)),
    );
  const auth: AuthContext = {
    userId: link.advisorUserId,
    companyId: claims.companyId,
    userTypeId: UserType.BROKER,
    brokerId: link.brokerId,
    personId: link.advisorPersonId,
    familyId: claims.familyId,
    functionalities: new Set(grants.map((grant) => Number(grant.id))),
    acting: { advisorUserId: link.advisorUserId, profileId: profile.id },
  };
  return { auth, companyKey: link.companyKey };
};

/** Whether an acting session may go on (checked again when its refresh token is used). */
export const canStillAct = async (db: Database, companyId: number, acting: ActingClaim) => {
  const link = await findActingLink(db, { companyId, ...acting });
  return (
    !!link && isActingAllowed(link) && !!(await actingProfileOf(db, companyId, acting.brokerId))
  );
};
