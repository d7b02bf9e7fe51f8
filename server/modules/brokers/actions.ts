import { and, eq, sql } from 'drizzle-orm';
import type { BrokerRegistration } from '../../../domain/brokerRegistration';
import { registrationStatusLabels } from '../../../domain/brokers';
import type { GatewayContext } from '../../context';
import type { Database } from '../../db/client';
import { brokers } from '../../db/schema';
import { ConflictError, ValidationError } from '../../http/errors';
import { rejectStaleVersion } from '../../http/writeGuards';
import { createBrokerWithFirstUser } from '../accounts/brokerRegistration';
import { applyConfiguredBrokerProfiles, configuredBrokerProfiles } from '../broker-profile/assign';
import { recordChange } from '../history/service';
import type { AuthContext } from '../security/principal';
import * as M from './messages';
import type { BrokerJustificationBody, ValidateBrokerRegistrationBody } from './schemas';
import { findVisibleBroker } from './scope';
import { BROKER_ENTITY } from './service';

const JUSTIFICATION_MAX = 1000;

const justificationOf = (value: string | null | undefined, required: boolean) => {
  const text = (value ?? '').trim();
  if (required && !text) throw new ValidationError(M.JUSTIFICATION_REQUIRED);
  if (text.length > JUSTIFICATION_MAX) throw new ValidationError(M.JUSTIFICATION_TOO_LONG);
  return text || null;
};

/** InverterBlocked: blocks an unblocked broker or unblocks a blocked one, always with a reason. */
export const toggleBrokerBlocked = async (
  db: Database,
  auth: AuthContext,
  body: BrokerJustificationBody,
) => {
  const broker = await findVisibleBroker(db, auth, body.BrokerUniqueId);
  const justification = justificationOf(body.Justification, true);
  rejectStaleVersion(body.Version, broker.version, M.STALE_BROKER);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(brokers)
      .set({ isBlocked: !broker.isBlocked, version: sql`${brokers.version} + 1` })
      .where(and(eq(brokers.id, broker.id), eq(brokers.version, broker.version)))
      .returning({ isBlocked: brokers.isBlocked, version: brokers.version });
    if (!updated) throw new ConflictError(M.STALE_BROKER);
    await recordChange(tx, {
      companyId: auth.companyId,
      entity: BROKER_ENTITY,
      entityId: broker.id,
      changedBy: { userId: auth.userId },
      changes: [
        { field: 'IsBlocked', oldValue: !updated.isBlocked, newValue: updated.isBlocked },
        { field: 'Justification', oldValue: null, newValue: justification },
      ],
    });
    return { IsBlocked: updated.isBlocked, Version: updated.version };
  });
};

/**
 * ValidateBrokerRegistration: the insurer approves ('active') or rejects ('rejected') a
 * self-registered broker still 'pending'; a rejection needs a justification.
 */
export const validateBrokerRegistration = async (
  db: Database,
  auth: AuthContext,
  body: ValidateBrokerRegistrationBody,
) => {
  const broker = await findVisibleBroker(db, auth, body.BrokerUniqueId);
  const justification = justificationOf(body.Justification, !body.Approved);
  if (broker.registrationStatus !== 'pending') throw new ConflictError(M.NOT_PENDING);
  rejectStaleVersion(body.Version, broker.version, M.STALE_BROKER);
  const status = body.Approved ? 'active' : 'rejected';
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(brokers)
      .set({ registrationStatus: status, version: sql`${brokers.version} + 1` })
      .where(and(eq(brokers.id, broker.id), eq(brokers.version, broker.version)))
      .returning({ version: brokers.version });
    if (!updated) throw new ConflictError(M.STALE_BROKER);
    if (body.Approved) {
      await applyConfiguredBrokerProfiles(tx, auth.companyId, broker.id, { userId: auth.userId });
    }
    await recordChange(tx, {
      companyId: auth.companyId,
      entity: BROKER_ENTITY,
      entityId: broker.id,
      changedBy: { userId: auth.userId },
      changes: [
        {
          field: 'RegistrationStatus',
          oldValue: registrationStatusLabels.pending,
          newValue: registrationStatusLabels[status],
        },
        ...(justification
          ? [{ field: 'Justification', oldValue: null, newValue: justification }]
          : []),
      ],
    });
    return { RegistrationStatus: status, Version: updated.version } as const;
  });
};

/**
 * InsertBrokerByInsurer: the self-registration's fields; the broker starts active and its first
 * user gets the configured broker profile (Parametros/SalvarPerfilCorretor), else the standard.
 */
export const insertBrokerByInsurer = async (
  context: GatewayContext,
  auth: AuthContext,
  input: BrokerRegistration,
) =>
  createBrokerWithFirstUser(context, auth.companyId, input, {
    registrationStatus: 'active',
    author: { userId: auth.userId },
    profileId: (await configuredBrokerProfiles(context.db, auth.companyId)).master?.id,
  });
