import { and, asc, eq, max, sql } from 'drizzle-orm';
import type {
  ApprovalLimitsBody,
  ProfileApprovalLimits,
} from '../../../domain/contracts/approvalLimits';
import { toDecimal } from '../../../domain/decimalValue';
import type { Database } from '../../db/client';
import { kanbanPipes, profileApprovalLimits, profiles } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { rejectStaleVersion } from '../../http/writeGuards';
import type { AuthContext } from '../security/principal';
import { profileCompanyOf, requireProfile } from './service';

export const APPROVAL_LIMITS_STALE =
  'As alçadas deste perfil foram alteradas por outra pessoa; recarregue a página.';
export const approvalLimitInvalid = (pipeName: string) =>
  `Alçada (${pipeName}): informe um valor em reais maior ou igual a zero, ou deixe vazio para sem limite.`;
export const approvalPipeUnknown = (analysisType: string) =>
  `Alçada: a esteira "${analysisType}" não existe nesta seguradora.`;

/** The largest amount a numeric(18,2) column holds. */
const MAX_AMOUNT = toDecimal('9999999999999999.99')!;

const pipesOf = (db: Database, companyId: number) =>
  db
    .select({ analysisType: kanbanPipes.analysisType, name: kanbanPipes.name })
    .from(kanbanPipes)
    .where(eq(kanbanPipes.companyId, companyId))
    .orderBy(asc(kanbanPipes.sortOrder), asc(kanbanPipes.id));

const limitsOf = (db: Database, companyId: number, profileId: number) =>
  db
    .select()
    .from(profileApprovalLimits)
    .where(
      and(
        eq(profileApprovalLimits.companyId, companyId),
        eq(profileApprovalLimits.profileId, profileId),
      ),
    );

const answerOf = async (
  db: Database,
  companyId: number,
  profile: { id: number; uniqueId: string },
): Promise<ProfileApprovalLimits> => {
  const [pipes, rows] = await Promise.all([
    pipesOf(db, companyId),
    limitsOf(db, companyId, profile.id),
  ]);
  const byType = new Map(rows.map((row) => [row.analysisType, row]));
  return {
    ProfileUniqueId: profile.uniqueId,
    Version: rows.reduce((latest, row) => Math.max(latest, row.version), 0),
    Limits: pipes.map((pipe) => ({
      AnalysisType: pipe.analysisType,
      PipeName: pipe.name,
      MaxInsuredAmount: byType.get(pipe.analysisType)?.maxInsuredAmount ?? null,
    })),
  };
};

/** GET UserProfile/GetProfileApprovalLimits: one amount per pipe of the tenant (null: no limit). */
export const getApprovalLimits = async (db: Database, auth: AuthContext, uniqueId: string) => {
  const companyId = profileCompanyOf(auth);
  const profile = await requireProfile(db, companyId, uniqueId);
  return answerOf(db, companyId, profile);
};

/**
 * POST UserProfile/UpdateProfileApprovalLimits: replaces the profile's alçadas (pipes left out
 * keep theirs). The Version read (0 before the first save) must be current: every row of the
 * profile is written with the next one, under a lock on the profile.
 */
export const saveApprovalLimits = async (
  db: Database,
  auth: AuthContext,
  body: ApprovalLimitsBody,
) => {
  const companyId = profileCompanyOf(auth);
  const profile = await requireProfile(db, companyId, body.ProfileUniqueId);
  const pipes = await pipesOf(db, companyId);
  const pipeNames = new Map(pipes.map((pipe) => [pipe.analysisType, pipe.name]));
  const problems: string[] = [];
  const values = new Map<string, string | null>();
  for (const limit of body.Limits) {
    const pipeName = pipeNames.get(limit.AnalysisType);
    if (!pipeName) {
      problems.push(approvalPipeUnknown(limit.AnalysisType));
      continue;
    }
    const given = limit.MaxInsuredAmount;
    if (given === null || given === undefined || String(given).trim() === '') {
      values.set(limit.AnalysisType, null);
      continue;
    }
    const amount = toDecimal(given);
    if (!amount || amount.isNegative() || amount.greaterThan(MAX_AMOUNT)) {
      problems.push(approvalLimitInvalid(pipeName));
    } else values.set(limit.AnalysisType, amount.toDecimalPlaces(2).toFixed(2));
  }
  if (problems.length) throw new ValidationError([...new Set(problems)]);

  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select 1 from ${profiles} where ${profiles.id} = ${profile.id} for update`,
    );
    const [{ current }] = await tx
      .select({ current: max(profileApprovalLimits.version) })
      .from(profileApprovalLimits)
      .where(
        and(
          eq(profileApprovalLimits.companyId, companyId),
          eq(profileApprovalLimits.profileId, profile.id),
        ),
      );
    rejectStaleVersion(body.Version, current ?? 0, APPROVAL_LIMITS_STALE);
    const next = (current ?? 0) + 1;
    const now = new Date();
    const rows = [...values].map(([analysisType, maxInsuredAmount]) => ({
      companyId,
      profileId: profile.id,
      analysisType,
      maxInsuredAmount,
      version: next,
      updatedAt: now,
      updatedByUserId: auth.userId,
    }));
    if (rows.length) {
      await tx
        .insert(profileApprovalLimits)
        .values(rows)
        .onConflictDoUpdate({
          target: [
            profileApprovalLimits.companyId,
            profileApprovalLimits.profileId,
            profileApprovalLimits.analysisType,
          ],
          set: {
            maxInsuredAmount: sql`excluded.max_insured_amount`,
            version: next,
            updatedAt: now,
            updatedByUserId: auth.userId,
          },
        });
    }
    // the profile's other rows carry the new Version too, so the next read sees one number
    await tx
      .update(profileApprovalLimits)
      .set({ version: next })
      .where(
        and(
          eq(profileApprovalLimits.companyId, companyId),
          eq(profileApprovalLimits.profileId, profile.id),
        ),
      );
  });
  return answerOf(db, companyId, profile);
};
