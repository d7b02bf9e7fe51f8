import { type ChangeHistoryRow, configValueText } from '../../../domain/renewal';
import type { Database } from '../../db/client';
import { type FieldChange, historyAnswer, listChanges, recordChange } from '../history/service';
import type { AuthContext } from '../security/principal';

/** The tracked entities: the tenant's defaults (id = company) and each modality rule. */
export const ENTITIES = {
  renewalSettings: 'RenewalSettings',
  renewalRule: 'RenewalModalityRule',
  anniversarySettings: 'AnniversarySettings',
  anniversaryRule: 'AnniversaryModalityRule',
} as const;
export type ConfigEntity = (typeof ENTITIES)[keyof typeof ENTITIES];

/** Records changes (pass the transaction that makes them); nothing when nothing changed. */
export const recordConfigChange = (
  db: Database,
  auth: AuthContext,
  entity: ConfigEntity,
  entityId: number,
  changes: FieldChange[],
) =>
  changes.length
    ? recordChange(db, {
        companyId: auth.companyId,
        entity,
        entityId,
        changedBy: { userId: auth.userId },
        changes,
      })
    : undefined;

/** One entity's history, newest first, with each field's label and old → new value. */
export const listConfigHistory = async (
  db: Database,
  auth: AuthContext,
  entity: ConfigEntity,
  entityId: number,
  labels: Record<string, string>,
): Promise<ChangeHistoryRow[]> => {
  const rows = await listChanges(db, auth.companyId, entity, entityId);
  return historyAnswer(rows, {
    label: (field) => labels[field] ?? field,
    text: configValueText,
  });
};
