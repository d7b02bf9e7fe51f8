import {
  type GeneralConditionHistoryRow,
  type GeneralConditionSector,
  GENERAL_CONDITION_SECTORS,
  generalConditionLabels,
} from '../../../domain/generalConditions';
import type { Database } from '../../db/client';
import { type FieldChange, listChanges, recordChange } from '../history/service';
import type { AuthContext } from '../security/principal';

/** One history per sector: each publication is a row. */
export const GENERAL_CONDITIONS_ENTITY = 'GeneralConditions';

export const recordPublication = (
  db: Database,
  auth: AuthContext,
  sector: GeneralConditionSector,
  changes: FieldChange[],
) =>
  recordChange(db, {
    companyId: auth.companyId,
    entity: GENERAL_CONDITIONS_ENTITY,
    entityId: sector,
    changedBy: { userId: auth.userId },
    changes,
  });

const asText = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : String(value);

/** Plug/GetGeneralConditionsHistory?sector: the publications, newest first. */
export const listGeneralConditionsHistory = async (
  db: Database,
  auth: AuthContext,
  sector: GeneralConditionSector | null,
): Promise<GeneralConditionHistoryRow[]> => {
  const rows: GeneralConditionHistoryRow[] = [];
  for (const each of sector ? [sector] : GENERAL_CONDITION_SECTORS) {
    for (const row of await listChanges(db, auth.companyId, GENERAL_CONDITIONS_ENTITY, each)) {
      rows.push({
        Id: row.id,
        Sector: each,
        ChangedAt: row.changedAt.toISOString(),
        ChangedByName: row.changedByName,
        ChangesHistories: row.changes.map((change) => ({
          Field: change.field,
          Label:
            generalConditionLabels[change.field as keyof typeof generalConditionLabels] ??
            change.field,
          OldValue: asText(change.oldValue),
          NewValue: asText(change.newValue),
        })),
      });
    }
  }
  return rows.sort((a, b) => b.ChangedAt.localeCompare(a.ChangedAt) || b.Id - a.Id);
};
