import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { GatewayContext } from '../../context';
import type { Database } from '../../db/client';
import { advisorBrokers, brokers, profiles, users } from '../../db/schema';
import { ConflictError, ForbiddenError, NotFoundError } from '../../http/errors';
import { recordChange } from '../history/service';
import { SESSION_INVALID } from '../security/accessToken';
import { actingProfileOf, isAdvisorAccount, isBrokerActive } from '../security/actingPrincipal';
import { endActingSession, startActingSession } from '../security/actingSessions';
import type { AuthContext } from '../security/principal';
import { revokeFamily } from '../security/refreshTokens';
import { openSession } from '../security/tokenPair';
import {
  ADVISOR_ONLY,
  ALREADY_ACTING,
  BROKER_NOT_FOUND,
  BROKER_NOT_LINKED,
  brokerUnavailable,
  NO_BROKER_PROFILE,
  NOT_ACTING,
} from './messages';

/** The history field an advisor's switches are recorded under (entity UserInfo, the advisor). */
const ACTING_FIELD = 'AtuandoComoCorretora';

const accountOf = async (db: Database, companyId: number, userId: number) => {
  const [account] = await db
    .select({
      id: users.id,
      companyId: users.companyId,
      userTypeId: users.userTypeId,
      profileName: profiles.name,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(
      and(
        eq(users.id, userId),
        eq(users.companyId, companyId),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return account;
};

/** GetAdvisorBrokers: the brokers the caller is linked to in advisor_brokers, by name. */
export const listAdvisorBrokers = async (db: Database, auth: AuthContext) => {
  const rows = await db
    .select({
      BrokerId: brokers.id,
      UniqueId: brokers.uniqueId,
      Name: brokers.name,
      Cnpj: brokers.cnpj,
      SusepCode: brokers.susepCode,
      IsBlocked: brokers.isBlocked,
      RegistrationStatus: brokers.registrationStatus,
    })
    .from(advisorBrokers)
    .innerJoin(
      brokers,
      and(eq(brokers.id, advisorBrokers.brokerId), eq(brokers.companyId, advisorBrokers.companyId)),
    )
    .where(
      and(
        eq(advisorBrokers.advisorUserId, auth.userId),
        eq(advisorBrokers.companyId, auth.companyId),
      ),
    )
    .orderBy(asc(brokers.name));
  return rows.map((row) => ({
    ...row,
    CanAct: isBrokerActive({
      isBlocked: row.IsBlocked,
      registrationStatus: row.RegistrationStatus,
    }),
  }));
};

const linkedBroker = async (db: Database, auth: AuthContext, brokerUniqueId: string) => {
  const [broker] = await db
    .select({
      id: brokers.id,
      name: brokers.name,
      isBlocked: brokers.isBlocked,
      registrationStatus: brokers.registrationStatus,
      linkId: advisorBrokers.id,
    })
    .from(brokers)
    .leftJoin(
      advisorBrokers,
      and(
        eq(advisorBrokers.brokerId, brokers.id),
        eq(advisorBrokers.advisorUserId, auth.userId),
        eq(advisorBrokers.companyId, brokers.companyId),
      ),
    )
    .where(and(eq(brokers.uniqueId, brokerUniqueId), eq(brokers.companyId, auth.companyId)))
    .limit(1);
  if (!broker) throw new NotFoundError(BROKER_NOT_FOUND);
  if (broker.linkId === null) throw new ForbiddenError(BROKER_NOT_LINKED);
  if (!isBrokerActive(broker)) throw new ConflictError(brokerUnavailable(broker.name));
  return broker;
};

/**
 * Advisor/AuthenticationBroker: a new session in which the advisor acts for a linked broker
 * (the advisor's identity, the broker's profile). The advisor's own session is closed; the
 * switch is recorded in the advisor's change history.
 */
export const authenticateBroker = async (
  context: GatewayContext,
  auth: AuthContext,
  brokerUniqueId: string,
) => {
  const { db } = context;
  if (auth.acting) throw new ConflictError(ALREADY_ACTING);
  const account = await accountOf(db, auth.companyId, auth.userId);
  if (!account) throw new ForbiddenError(SESSION_INVALID);
  if (!isAdvisorAccount(account)) throw new ForbiddenError(ADVISOR_ONLY);
  const broker = await linkedBroker(db, auth, brokerUniqueId);
  if (!(await actingProfileOf(db, auth.companyId, broker.id))) {
    throw new ConflictError(NO_BROKER_PROFILE);
  }
  return db.transaction(async (tx) => {
    const familyId = randomUUID();
    const acting = { advisorUserId: account.id, brokerId: broker.id };
    await startActingSession(tx, { companyId: auth.companyId, familyId, ...acting });
    const tokens = await openSession({ ...context, db: tx }, account, familyId, acting);
    if (auth.familyId) await revokeFamily(tx, auth.familyId);
    await recordChange(tx, {
      companyId: auth.companyId,
      entity: 'UserInfo',
      entityId: account.id,
      changedBy: { userId: account.id },
      changes: [{ field: ACTING_FIELD, oldValue: null, newValue: broker.name }],
    });
    return tokens;
  });
};

/**
 * Advisor/AuthenticationAdvisor: from an acting session back to the advisor's own session (a
 * new token pair); the acting session's tokens stop working.
 */
export const authenticateAdvisor = async (context: GatewayContext, auth: AuthContext) => {
  const { db } = context;
  if (!auth.acting || auth.brokerId === null) throw new ConflictError(NOT_ACTING);
  const account = await accountOf(db, auth.companyId, auth.acting.advisorUserId);
  if (!account) throw new ForbiddenError(SESSION_INVALID);
  const [broker] = await db
    .select({ name: brokers.name })
    .from(brokers)
    .where(eq(brokers.id, auth.brokerId));
  return db.transaction(async (tx) => {
    if (auth.familyId) {
      await endActingSession(tx, auth.familyId);
      await revokeFamily(tx, auth.familyId);
    }
    const tokens = await openSession({ ...context, db: tx }, account);
    await recordChange(tx, {
      companyId: auth.companyId,
      entity: 'UserInfo',
      entityId: account.id,
      changedBy: { userId: account.id },
      changes: [{ field: ACTING_FIELD, oldValue: broker?.name ?? null, newValue: null }],
    });
    return tokens;
  });
};
