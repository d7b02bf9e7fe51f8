import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { termAcceptances, termsOfUse, termTags } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { recordChange } from '../history/service';
import type { AuthContext } from '../security/principal';
import { fillTermTags } from './termTags';

const NO_TERM = 'Nenhum termo de uso publicado para a seguradora.';

const latestPublishedTerm = async (db: Database, companyId: number) => {
  const [term] = await db
    .select()
    .from(termsOfUse)
    .where(
      and(
        eq(termsOfUse.companyId, companyId),
        isNotNull(termsOfUse.publishedAt),
        lte(termsOfUse.publishedAt, sql`now()`),
      ),
    )
    .orderBy(desc(termsOfUse.version))
    .limit(1);
  return term;
};

export const listTermTags = async (db: Database, companyId: number) => {
  const rows = await db
    .select({ Name: termTags.name, Value: termTags.value })
    .from(termTags)
    .where(eq(termTags.companyId, companyId))
    .orderBy(asc(termTags.name));
  return rows;
};

/** GetTermOfUse: the latest published term with its tags filled in. */
export const getTermOfUse = async (db: Database, companyId: number) => {
  const term = await latestPublishedTerm(db, companyId);
  if (!term) throw new NotFoundError(NO_TERM);
  const tags = await listTermTags(db, companyId);
  return {
    Id: term.id,
    Version: term.version,
    HTMLTermOfUse: fillTermTags(
      term.html,
      tags.map((tag) => ({ name: tag.Name, value: tag.Value })),
    ),
    PublishedAt: (term.publishedAt as Date).toISOString(),
  };
};

const hasAccepted = async (db: Database, userId: number, termId: number) => {
  const [row] = await db
    .select({ id: termAcceptances.id })
    .from(termAcceptances)
    .where(and(eq(termAcceptances.userId, userId), eq(termAcceptances.termId, termId)))
    .limit(1);
  return row !== undefined;
};

/** VerifyUserInfoAssignLastTermOfUser: whether the caller accepted the latest term (true when there is none). */
export const hasAcceptedLatestTerm = async (db: Database, auth: AuthContext) => {
  const term = await latestPublishedTerm(db, auth.companyId);
  return term ? hasAccepted(db, auth.userId, term.id) : true;
};

/** The version of the last term the user accepted before `termId`, for the history row. */
const previousAcceptedVersion = async (db: Database, userId: number, termId: number) => {
  const [row] = await db
    .select({ version: termsOfUse.version })
    .from(termAcceptances)
    .innerJoin(termsOfUse, eq(termsOfUse.id, termAcceptances.termId))
    .where(and(eq(termAcceptances.userId, userId), sql`${termAcceptances.termId} <> ${termId}`))
    .orderBy(desc(termsOfUse.version))
    .limit(1);
  return row?.version ?? null;
};

/**
 * AssignLastCompanyTermOfUse: records that the caller accepted the latest term (when, which
 * version, from which IP) and writes the user's change history. Accepting twice changes nothing.
 */
export const acceptLatestTerm = async (db: Database, auth: AuthContext, ip: string) => {
  const term = await latestPublishedTerm(db, auth.companyId);
  if (!term) throw new NotFoundError(NO_TERM);
  await db.transaction(async (tx) => {
    const [accepted] = await tx
      .insert(termAcceptances)
      .values({ companyId: auth.companyId, userId: auth.userId, termId: term.id, ip })
      .onConflictDoNothing()
      .returning({ id: termAcceptances.id });
    if (!accepted) return;
    await recordChange(tx, {
      companyId: auth.companyId,
      entity: 'UserInfo',
      entityId: auth.userId,
      changedBy: { userId: auth.userId },
      changes: [
        {
          field: 'TermOfUseVersion',
          oldValue: await previousAcceptedVersion(tx, auth.userId, term.id),
          newValue: term.version,
        },
      ],
    });
  });
  return true;
};
