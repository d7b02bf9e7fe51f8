import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { changeHistories, type FieldChange, persons, users } from '../../db/schema';

export type { FieldChange } from '../../db/schema';

/** A user (its person's name is recorded) or a named system process (engines, jobs). */
export type ChangeAuthor = { userId: number } | { name: string };

export interface ChangeRecord {
  companyId: number;
  /** The tracked entity, e.g. `UserInfo`, `Broker`, `PolicyHolder`. */
  entity: string;
  entityId: string | number;
  changedBy: ChangeAuthor;
  changes: FieldChange[];
}

/**
 * Writes one ChangesHistories row with who (ChangedByName) and when. Pass the transaction that
 * makes the change, so the change and its history commit together.
 */
export const recordChange = async (db: Database, record: ChangeRecord) => {
  const author = record.changedBy;
  const [row] = await db
    .insert(changeHistories)
    .values({
      companyId: record.companyId,
      entity: record.entity,
      entityId: String(record.entityId),
      changedByUserId: 'userId' in author ? author.userId : null,
      changedByName:
        'userId' in author
          ? sql`(select ${persons.name} from ${users} join ${persons} on ${persons.id} = ${users.personId} where ${users.id} = ${author.userId} and ${users.companyId} = ${record.companyId})`
          : author.name,
      changes: record.changes,
    })
    .returning();
  return row;
};

/** The history of one entity, newest first. */
export const listChanges = (
  db: Database,
  companyId: number,
  entity: string,
  entityId: string | number,
) =>
  db
    .select()
    .from(changeHistories)
    .where(
      and(
        eq(changeHistories.companyId, companyId),
        eq(changeHistories.entity, entity),
        eq(changeHistories.entityId, String(entityId)),
      ),
    )
    .orderBy(desc(changeHistories.changedAt), desc(changeHistories.id));

type ChangeRow = typeof changeHistories.$inferSelect;

/** How one history answer names a changed field and shows one of its values. */
export interface HistoryWording<Text> {
  label: (field: string) => string;
  text: (value: unknown, field: string) => Text;
}

/** Stored change rows as the history rows every screen reads: Id, ChangedAt, ChangedByName, ChangesHistories. */
export const historyAnswer = <Text>(rows: ChangeRow[], wording: HistoryWording<Text>) =>
  rows.map((row) => ({
    Id: row.id,
    ChangedAt: row.changedAt.toISOString(),
    ChangedByName: row.changedByName,
    ChangesHistories: row.changes.map((change) => ({
      Field: change.field,
      Label: wording.label(change.field),
      OldValue: wording.text(change.oldValue, change.field),
      NewValue: wording.text(change.newValue, change.field),
    })),
  }));
