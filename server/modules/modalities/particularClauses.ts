import { and, asc, eq, gte, max, ne, sql } from 'drizzle-orm';
import type { ParticularClauseAnswer } from '../../../domain/modalityTerms';
import type { Database } from '../../db/client';
import { modalityParticularClauses } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { requireCurrentVersion } from '../../http/writeGuards';
import type { AuthContext } from '../security/principal';
import { listTermTags } from '../terms/service';
import { recordModalityChange } from './history';
import { canParametrize, findModality } from './scope';
import * as M from './termMessages';
import type { InsertClauseBody, UpdateClauseBody } from './termSchemas';
import { checkTags, historyText, isBlankRichText } from './termPreview';

const MAX_TITLE = 150;
const MAX_VALUE = 20_000;
const MAX_ORDER = 9999;

type ClauseRow = typeof modalityParticularClauses.$inferSelect;

interface ClauseValues {
  title: string;
  value: string;
  isActive: boolean;
  sortOrder: number;
}

const toClause = (row: ClauseRow): ParticularClauseAnswer => ({
  Id: row.id,
  UniqueId: row.uniqueId,
  ModalityId: row.modalityId,
  Title: row.title,
  Value: row.value,
  IsActive: row.isActive,
  Order: row.sortOrder,
  Version: row.version,
});

const valuesOf = (row: ClauseRow): ClauseValues => ({
  title: row.title,
  value: row.value,
  isActive: row.isActive,
  sortOrder: row.sortOrder,
});

/** One line per clause state in its modality's history ("Cláusula particular": old → new). */
const describe = (clause: ClauseValues) =>
  [
    `${clause.sortOrder}. ${clause.title}`,
    historyText(clause.value),
    clause.isActive ? 'ativa' : 'inativa',
  ].join(' — ');

const checkClause = async (
  db: Database,
  auth: AuthContext,
  input: { Title?: string | null; Value?: string | null; IsActive?: boolean | null },
  sortOrder: number | null | undefined,
): Promise<ClauseValues> => {
  const problems: string[] = [];
  const title = input.Title?.trim().replace(/\s+/g, ' ') ?? '';
  if (!title) problems.push(M.CLAUSE_TITLE_REQUIRED);
  else if (title.length > MAX_TITLE) problems.push(M.CLAUSE_TITLE_TOO_LONG);
  const value = input.Value?.trim() ?? '';
  if (isBlankRichText(value)) problems.push(M.CLAUSE_VALUE_REQUIRED);
  else if (value.length > MAX_VALUE) problems.push(M.CLAUSE_VALUE_TOO_LONG);
  if (sortOrder !== null && sortOrder !== undefined && (sortOrder < 1 || sortOrder > MAX_ORDER)) {
    problems.push(M.CLAUSE_ORDER_INVALID);
  }
  if (problems.length) throw new ValidationError(problems);
  checkTags('Texto da cláusula (Value)', value, await listTermTags(db, auth.companyId));
  return { title, value, isActive: input.IsActive ?? true, sortOrder: sortOrder ?? 0 };
};

const findClause = async (db: Database, auth: AuthContext, id: number) => {
  const [row] = await db
    .select()
    .from(modalityParticularClauses)
    .where(
      and(
        eq(modalityParticularClauses.companyId, auth.companyId),
        eq(modalityParticularClauses.id, id),
      ),
    );
  if (!row) throw new NotFoundError(M.CLAUSE_NOT_FOUND);
  // The modality decides who reaches its clauses (a deleted one only by its parametrisers).
  await findModality(db, auth, { id: row.modalityId });
  return row;
};

/**
 * Makes room at `order` when another clause of the modality holds it: those from there on move
 * one down. Only their position changes, so their Version stays (an edit of their text is safe).
 */
const makeRoom = async (db: Database, modalityId: number, order: number, clauseId = 0) => {
  const others = and(
    eq(modalityParticularClauses.modalityId, modalityId),
    ne(modalityParticularClauses.id, clauseId),
  );
  const [taken] = await db
    .select({ id: modalityParticularClauses.id })
    .from(modalityParticularClauses)
    .where(and(others, eq(modalityParticularClauses.sortOrder, order)))
    .limit(1);
  if (!taken) return;
  await db
    .update(modalityParticularClauses)
    .set({ sortOrder: sql`least(${modalityParticularClauses.sortOrder} + 1, ${MAX_ORDER})` })
    .where(and(others, gte(modalityParticularClauses.sortOrder, order)));
};

/** GetParticularDetailClauses?modalityid: in Order; inactive ones only for the parametrisers. */
export const listClauses = async (db: Database, auth: AuthContext, modalityId: number) => {
  const modality = await findModality(db, auth, { id: modalityId });
  const rows = await db
    .select()
    .from(modalityParticularClauses)
    .where(
      and(
        eq(modalityParticularClauses.modalityId, modality.id),
        canParametrize(auth) ? undefined : eq(modalityParticularClauses.isActive, true),
      ),
    )
    .orderBy(asc(modalityParticularClauses.sortOrder), asc(modalityParticularClauses.id));
  return rows.map(toClause);
};

/** InsertParticularClause: a clause without Id; Order defaults to after the last one. */
export const insertClause = async (
  db: Database,
  auth: AuthContext,
  body: InsertClauseBody,
): Promise<ParticularClauseAnswer> => {
  if (body.Id !== null && body.Id !== undefined) throw new ValidationError(M.CLAUSE_HAS_ID);
  const modality = await findModality(db, auth, { id: body.ModalityId });
  const values = await checkClause(db, auth, body, body.Order);
  return db.transaction(async (tx) => {
    if (!values.sortOrder) {
      const [last] = await tx
        .select({ order: max(modalityParticularClauses.sortOrder) })
        .from(modalityParticularClauses)
        .where(eq(modalityParticularClauses.modalityId, modality.id));
      values.sortOrder = Math.min((last?.order ?? 0) + 1, MAX_ORDER);
    } else await makeRoom(tx, modality.id, values.sortOrder);
    const [row] = await tx
      .insert(modalityParticularClauses)
      .values({ companyId: auth.companyId, modalityId: modality.id, ...values })
      .returning();
    await recordModalityChange(tx, auth, modality.id, [
      { field: 'ParticularClause', oldValue: null, newValue: describe(values) },
    ]);
    return toClause(row);
  });
};

const writeClause = async (
  db: Database,
  auth: AuthContext,
  current: ClauseRow,
  values: ClauseValues,
) => {
  const before = describe(valuesOf(current));
  const after = describe(values);
  if (before === after && current.value === values.value) return toClause(current);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(modalityParticularClauses)
      .set({ ...values, version: sql`${modalityParticularClauses.version} + 1` })
      .where(
        and(
          eq(modalityParticularClauses.id, current.id),
          eq(modalityParticularClauses.companyId, auth.companyId),
          eq(modalityParticularClauses.version, current.version),
        ),
      )
      .returning();
    if (!row) throw new ConflictError(M.STALE_CLAUSE);
    if (values.sortOrder !== current.sortOrder) {
      await makeRoom(tx, current.modalityId, values.sortOrder, current.id);
    }
    await recordModalityChange(tx, auth, current.modalityId, [
      { field: 'ParticularClause', oldValue: before, newValue: after },
    ]);
    return toClause(row);
  });
};

/** UpdateParticularClause: absent fields keep their value; the Version read must be current. */
export const updateClause = async (
  db: Database,
  auth: AuthContext,
  body: UpdateClauseBody,
): Promise<ParticularClauseAnswer> => {
  const current = await findClause(db, auth, body.Id);
  requireCurrentVersion(body.Version, current.version, M.STALE_CLAUSE);
  const values = await checkClause(
    db,
    auth,
    {
      Title: body.Title === undefined ? current.title : body.Title,
      Value: body.Value === undefined ? current.value : body.Value,
      IsActive: body.IsActive ?? current.isActive,
    },
    body.Order ?? current.sortOrder,
  );
  return writeClause(db, auth, current, values);
};

/** UpdateStatusParticularClause: activates or deactivates; a Version sent must be current. */
export const setClauseStatus = async (
  db: Database,
  auth: AuthContext,
  body: { Id: number; IsActive: boolean; Version?: number | null },
): Promise<ParticularClauseAnswer> => {
  const current = await findClause(db, auth, body.Id);
  if (body.Version !== null && body.Version !== undefined && body.Version !== current.version) {
    throw new ConflictError(M.STALE_CLAUSE);
  }
  return writeClause(db, auth, current, { ...valuesOf(current), isActive: body.IsActive });
};
