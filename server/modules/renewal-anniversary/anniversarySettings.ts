import { and, eq, sql } from 'drizzle-orm';
import {
  type AnniversarySettingsAnswer,
  type AnniversarySettingsFields,
  type AnniversarySettingsInput,
  DEFAULT_ANNIVERSARY_SETTINGS,
  validateAnniversarySettings,
} from '../../../domain/anniversaryEndorsement';
import type { AdjustmentIndex } from '../../../domain/renewal';
import type { Database } from '../../db/client';
import { anniversarySettings } from '../../db/schema';
import { ConflictError } from '../../http/errors';
import type { AuthContext } from '../security/principal';
import { diffChanges } from '../users/changes';
import { ENTITIES, recordConfigChange } from './history';
import * as M from './messages';
import { checked, conflictOnDuplicate, requireCurrentVersion } from './writeGuards';

type Row = typeof anniversarySettings.$inferSelect;

const toFields = (row: Row): AnniversarySettingsFields => ({
  AnniversaryEnabled: row.anniversaryEnabled,
  DaysBeforeAnniversary: row.daysBeforeAnniversary,
  AdjustmentIndex: row.adjustmentIndex as AdjustmentIndex,
  ChargeAnnualPremium: row.chargeAnnualPremium,
  AutomaticIssue: row.automaticIssue,
});

export const anniversarySettingsColumns = (fields: AnniversarySettingsFields) => ({
  anniversaryEnabled: fields.AnniversaryEnabled,
  daysBeforeAnniversary: fields.DaysBeforeAnniversary,
  adjustmentIndex: fields.AdjustmentIndex,
  chargeAnnualPremium: fields.ChargeAnnualPremium,
  automaticIssue: fields.AutomaticIssue,
});

const findRow = async (db: Database, auth: AuthContext) => {
  const [row] = await db
    .select()
    .from(anniversarySettings)
    .where(eq(anniversarySettings.companyId, auth.companyId));
  return row;
};

/** GetAnniversarySettings: the tenant's defaults, or the built-in ones (Version 0). */
export const getAnniversarySettings = async (
  db: Database,
  auth: AuthContext,
): Promise<AnniversarySettingsAnswer> => {
  const row = await findRow(db, auth);
  return row
    ? { ...toFields(row), Version: row.version }
    : { ...DEFAULT_ANNIVERSARY_SETTINGS, Version: 0 };
};

/** SaveAnniversarySettings: every field, with the Version read (0 the first time). */
export const saveAnniversarySettings = async (
  db: Database,
  auth: AuthContext,
  body: AnniversarySettingsInput & { Version?: number | null },
): Promise<AnniversarySettingsAnswer> => {
  const current = await findRow(db, auth);
  requireCurrentVersion(
    body.Version,
    current?.version ?? 0,
    M.VERSION_REQUIRED,
    M.STALE_ANNIVERSARY_SETTINGS,
  );
  const fields = checked(validateAnniversarySettings(body));
  const before = current ? toFields(current) : DEFAULT_ANNIVERSARY_SETTINGS;
  const changes = diffChanges({ ...before }, { ...fields });
  if (!changes.length && current) return getAnniversarySettings(db, auth);
  await db
    .transaction(async (tx) => {
      const [row] = current
        ? await tx
            .update(anniversarySettings)
            .set({
              ...anniversarySettingsColumns(fields),
              version: sql`${anniversarySettings.version} + 1`,
              updatedAt: new Date(),
            })
            .where(
              and(
                eq(anniversarySettings.id, current.id),
                eq(anniversarySettings.version, current.version),
              ),
            )
            .returning()
        : await tx
            .insert(anniversarySettings)
            .values({ companyId: auth.companyId, ...anniversarySettingsColumns(fields) })
            .returning();
      if (!row) throw new ConflictError(M.STALE_ANNIVERSARY_SETTINGS);
      await recordConfigChange(tx, auth, ENTITIES.anniversarySettings, auth.companyId, changes);
    })
    .catch(conflictOnDuplicate(M.STALE_ANNIVERSARY_SETTINGS));
  return getAnniversarySettings(db, auth);
};
