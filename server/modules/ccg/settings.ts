import { and, asc, eq, gt, lt, desc } from 'drizzle-orm';
import { DEFAULT_CCG_TEMPLATE } from '../../../domain/ccgTemplate';
import type {
  CcgStep,
  CcgTemplate,
  DeleteCcgStepBody,
  MoveCcgStepBody,
  SaveCcgStepBody,
  SaveCcgTemplateBody,
} from '../../../domain/contracts/ccg';
import type { Database } from '../../db/client';
import { ccgSteps, ccgTemplates } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { sanitizeRichText } from '../../http/richText';
import type { AuthContext } from '../security/principal';
import * as M from './messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The tenant's template row, if it saved one. */
export const templateRow = async (db: Database, companyId: number) =>
  (await db.select().from(ccgTemplates).where(eq(ccgTemplates.companyId, companyId)))[0];

/** GetCCGTemplate: the saved template, or the default one (Version 0) before the first save. */
export const getCcgTemplate = async (db: Database, auth: AuthContext): Promise<CcgTemplate> => {
  const row = await templateRow(db, auth.companyId);
  return row
    ? { Content: row.content, Version: row.version, UpdatedAt: row.updatedAt.toISOString() }
    : { Content: DEFAULT_CCG_TEMPLATE, Version: 0, UpdatedAt: null };
};

/** SaveCCGTemplate: sanitised with the allow-list, with the Version read (0 the first time). */
export const saveCcgTemplate = async (
  db: Database,
  auth: AuthContext,
  body: SaveCcgTemplateBody,
): Promise<CcgTemplate> => {
  const content = sanitizeRichText(body.Content).trim();
  if (!content.replace(/<[^>]*>/g, '').trim()) throw new ValidationError(M.TEMPLATE_EMPTY);
  return db.transaction(async (tx) => {
    const current = await templateRow(tx, auth.companyId);
    if ((current?.version ?? 0) !== body.Version) throw new ConflictError(M.TEMPLATE_STALE);
    const now = new Date();
    const [row] = current
      ? await tx
          .update(ccgTemplates)
          .set({
            content,
            version: current.version + 1,
            updatedAt: now,
            updatedByUserId: auth.userId,
          })
          .where(and(eq(ccgTemplates.id, current.id), eq(ccgTemplates.version, current.version)))
          .returning()
      : await tx
          .insert(ccgTemplates)
          .values({ companyId: auth.companyId, content, updatedByUserId: auth.userId })
          .onConflictDoNothing({ target: ccgTemplates.companyId })
          .returning();
    if (!row) throw new ConflictError(M.TEMPLATE_STALE);
    return { Content: row.content, Version: row.version, UpdatedAt: row.updatedAt.toISOString() };
  });
};

type StepRow = typeof ccgSteps.$inferSelect;

const stepOf = (row: StepRow): CcgStep => ({
  UniqueId: row.uniqueId,
  Order: row.sortOrder,
  Name: row.name,
  Description: row.description,
  CCGStatus: row.ccgStatus,
  Required: row.required,
  Version: row.version,
});

/** GetCCGSteps: the tenant's steps in order. */
export const listCcgSteps = async (db: Database, auth: AuthContext) =>
  (
    await db
      .select()
      .from(ccgSteps)
      .where(eq(ccgSteps.companyId, auth.companyId))
      .orderBy(asc(ccgSteps.sortOrder), asc(ccgSteps.id))
  ).map(stepOf);

const findStep = async (db: Database, auth: AuthContext, uniqueId: string) => {
  if (!UUID.test(uniqueId)) throw new NotFoundError(M.STEP_NOT_FOUND);
  const [row] = await db
    .select()
    .from(ccgSteps)
    .where(and(eq(ccgSteps.companyId, auth.companyId), eq(ccgSteps.uniqueId, uniqueId)));
  if (!row) throw new NotFoundError(M.STEP_NOT_FOUND);
  return row;
};

/** SaveCCGStep: creates a step at the end, or edits one with the Version read. */
export const saveCcgStep = (db: Database, auth: AuthContext, body: SaveCcgStepBody) =>
  db.transaction(async (tx) => {
    const values = {
      name: body.Name.trim(),
      description: body.Description?.trim() || null,
      ccgStatus: body.CCGStatus,
      required: body.Required,
    };
    if (!body.UniqueId) {
      const [last] = await tx
        .select({ order: ccgSteps.sortOrder })
        .from(ccgSteps)
        .where(eq(ccgSteps.companyId, auth.companyId))
        .orderBy(desc(ccgSteps.sortOrder))
        .limit(1);
      const [row] = await tx
        .insert(ccgSteps)
        .values({ companyId: auth.companyId, sortOrder: (last?.order ?? 0) + 1, ...values })
        .returning();
      return stepOf(row);
    }
    const current = await findStep(tx, auth, body.UniqueId);
    if (body.Version === undefined) throw new ValidationError(M.STEP_VERSION_REQUIRED);
    if (body.Version !== current.version) throw new ConflictError(M.STEP_STALE);
    const [row] = await tx
      .update(ccgSteps)
      .set({ ...values, version: current.version + 1 })
      .where(and(eq(ccgSteps.id, current.id), eq(ccgSteps.version, current.version)))
      .returning();
    if (!row) throw new ConflictError(M.STEP_STALE);
    return stepOf(row);
  });

/** MoveCCGStep: swaps a step with its neighbour above or below. */
export const moveCcgStep = (db: Database, auth: AuthContext, body: MoveCcgStepBody) =>
  db.transaction(async (tx) => {
    const current = await findStep(tx, auth, body.UniqueId);
    if (body.Version !== current.version) throw new ConflictError(M.STEP_STALE);
    const up = body.Direction === 'up';
    const [neighbour] = await tx
      .select()
      .from(ccgSteps)
      .where(
        and(
          eq(ccgSteps.companyId, auth.companyId),
          up
            ? lt(ccgSteps.sortOrder, current.sortOrder)
            : gt(ccgSteps.sortOrder, current.sortOrder),
        ),
      )
      .orderBy(up ? desc(ccgSteps.sortOrder) : asc(ccgSteps.sortOrder))
      .limit(1);
    if (!neighbour) throw new ConflictError(M.STEP_AT_EDGE);
    await tx
      .update(ccgSteps)
      .set({ sortOrder: neighbour.sortOrder, version: current.version + 1 })
      .where(eq(ccgSteps.id, current.id));
    await tx
      .update(ccgSteps)
      .set({ sortOrder: current.sortOrder, version: neighbour.version + 1 })
      .where(eq(ccgSteps.id, neighbour.id));
    return listCcgSteps(tx, auth);
  });

/** DeleteCCGStep: removes a step with the Version read. */
export const deleteCcgStep = (db: Database, auth: AuthContext, body: DeleteCcgStepBody) =>
  db.transaction(async (tx) => {
    const current = await findStep(tx, auth, body.UniqueId);
    if (body.Version !== current.version) throw new ConflictError(M.STEP_STALE);
    await tx.delete(ccgSteps).where(eq(ccgSteps.id, current.id));
    return listCcgSteps(tx, auth);
  });
