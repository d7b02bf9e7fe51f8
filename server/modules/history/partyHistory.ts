import { and, desc, eq, inArray } from 'drizzle-orm';
import type { HistoryFieldChange, PartyHistoryRow } from '../../../domain/partyLocation';
import type { Database } from '../../db/client';
import { changeHistories, type FieldChange } from '../../db/schema';

const asText = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  return String(value);
};

const toFieldChanges = (
  changes: FieldChange[],
  labels: Record<string, string>,
): HistoryFieldChange[] =>
  changes.map((change) => ({
    Field: change.field,
    Label: labels[change.field] ?? change.field,
    OldValue: asText(change.oldValue),
    NewValue: asText(change.newValue),
  }));

/**
 * The change history of a party, newest first: its own field changes (ChangesHistories) and its
 * addresses' changes (LocationChangesHistories, recorded under `${entity}Location`).
 * `labels` turns field names into the pt-BR labels the screen shows.
 */
export const listPartyHistory = async (
  db: Database,
  companyId: number,
  entity: string,
  entityId: number,
  labels: Record<string, string>,
): Promise<PartyHistoryRow[]> => {
  const locationEntity = `${entity}Location`;
  const rows = await db
    .select()
    .from(changeHistories)
    .where(
      and(
        eq(changeHistories.companyId, companyId),
        inArray(changeHistories.entity, [entity, locationEntity]),
        eq(changeHistories.entityId, String(entityId)),
      ),
    )
    .orderBy(desc(changeHistories.changedAt), desc(changeHistories.id));
  return rows.map((row) => {
    const changes = toFieldChanges(row.changes, labels);
    const isLocation = row.entity === locationEntity;
    return {
      Id: row.id,
      ChangedAt: row.changedAt.toISOString(),
      ChangedByName: row.changedByName,
      ChangesHistories: isLocation ? [] : changes,
      LocationChangesHistories: isLocation ? changes : [],
    };
  });
};
