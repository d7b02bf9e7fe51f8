import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_RENEWAL_SETTINGS,
  type RenewalSettingsAnswer,
  type RenewalSettingsFields,
  type RenewalSettingsInput,
  validateRenewalSettings,
} from '../../../domain/renewal';
import type { Database } from '../../db/client';
import { renewalSettings } from '../../db/schema';
import { ConflictError } from '../../http/errors';
import type { AuthContext } from '../security/principal';
import { diffChanges } from '../users/changes';
import { ENTITIES, recordConfigChange } from './history';
import * as M from './messages';
import { checked, conflictOnDuplicate, requireCurrentVersion } from './writeGuards';

type Row = typeof renewalSettings.$inferSelect;

const toFields = (row: Row): RenewalSettingsFields => ({
  RenewalEnabled: row.renewalEnabled,
  DaysBeforeExpiry: row.daysBeforeExpiry,
  AutoIssueWhenUnchanged: row.autoIssueWhenUnchanged,
  RecalculatePremium: row.recalculatePremium,
  BlockOnHolderRestrictions: row.blockOnHolderRestrictions,
  NotifyBrokerDaysBefore: row.notifyBrokerDaysBefore,
});

export const renewalSettingsColumns = (fields: RenewalSettingsFields) => ({
  renewalEnabled: fields.RenewalEnabled,
  daysBeforeExpiry: fields.DaysBeforeExpiry,
  autoIssueWhenUnchanged: fields.AutoIssueWhenUnchanged,
  recalculatePremium: fields.RecalculatePremium,
  blockOnHolderRestrictions: fields.BlockOnHolderRestrictions,
  notifyBrokerDaysBefore: fields.NotifyBrokerDaysBefore,
});

const findRow = async (db: Database, auth: AuthContext) => {
  const [row] = await db
    .select()
    .from(renewalSettings)
    .where(eq(renewalSettings.companyId, auth.companyId));
  return row;
};

/** GetRenewalSettings: the tenant's defaults, or the built-in ones (Version 0) if never saved. */
export const getRenewalSettings = async (
  db: Database,
  auth: AuthContext,
): Promise<RenewalSettingsAnswer> => {
  const row = await findRow(db, auth);
  return row
    ? { ...toFields(row), Version: row.version }
    : { ...DEFAULT_RENEWAL_SETTINGS, Version: 0 };
};

/** SaveRenewalSettings: every field, with the Version read (0 the first time); stale → 409. */
export const saveRenewalSettings = async (
  db: Database,
  auth: AuthContext,
  body: RenewalSettingsInput & { Version?: number | null },
): Promise<RenewalSettingsAnswer> => {
  const current = await findRow(db, auth);
  requireCurrentVersion(
    body.Version,
    current?.version ?? 0,
    M.VERSION_REQUIRED,
    M.STALE_RENEWAL_SETTINGS,
  );
  const fields = checked(validateRenewalSettings(body));
  const before = current ? toFields(current) : DEFAULT_RENEWAL_SETTINGS;
  const changes = diffChanges({ ...before }, { ...fields });
  if (!changes.length && current) return getRenewalSettings(db, auth);
  await db
    .transaction(async (tx) => {
      const [row] = current
        ? await tx
            .update(renewalSettings)
            .set({
              ...renewalSettingsColumns(fields),
              version: sql`${renewalSettings.version} + 1`,
              updatedAt: new Date(),
            })
            .where(
              and(eq(renewalSettings.id, current.id), eq(renewalSettings.version, current.version)),
            )
            .returning()
        : await tx
            .insert(renewalSettings)
            .values({ companyId: auth.companyId, ...renewalSettingsColumns(fields) })
            .returning();
      if (!row) throw new ConflictError(M.STALE_RENEWAL_SETTINGS);
      await recordConfigChange(tx, auth, ENTITIES.renewalSettings, auth.companyId, changes);
    })
    .catch(conflictOnDuplicate(M.STALE_RENEWAL_SETTINGS));
  return getRenewalSettings(db, auth);
};
