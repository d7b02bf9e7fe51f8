import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  combineVerdicts,
  type EngineName,
  type EngineVerdict,
  engineTimelineSituation,
  evaluateEngine,
  legalAcceptanceDeadline,
  runEngines,
} from '../../domain/engines';
import { todayInBrazil } from '../../domain/policyTerm';
import type { RiskFieldKey } from '../../domain/proposalRiskChange';
import { ProposalStatus } from '../../domain/proposalStatus';
import { transition } from '../../domain/proposalTransitions';
import { TimelineStatus } from '../../domain/timeline';
import type { Database } from '../db/client';
import {
  proposalEngineLogs,
  proposalObservations,
  proposalPendingAnalyses,
  proposals,
} from '../db/schema';
import { ConflictError } from '../http/errors';
import { openHolderQuestionCards } from '../modules/kanban/activityCards/triggers';
import { openProposalAnalysisCards } from '../modules/kanban/cards';
import { closeOpenProposalCards } from '../modules/kanban/proposalCards/closing';
import type { ProposalRow } from '../modules/proposals/scope';
import { recordTimeline } from '../modules/proposals/timeline';
import type { AuthContext } from '../modules/security/principal';
import { gatherEngineInputs } from './inputs';

/** The name the timeline and observations record for the engines' own steps. */
export const ENGINES_AUTHOR = { name: 'Motores automáticos' };

/**
 * The risk data an approval is given on (domain/proposalRiskChange riskFields); a later change to
 * any of it is a risk change.
 */
export const riskSnapshotOf = (
  row: Omit<ProposalRow, 'approvedRiskSnapshot'>,
): Record<RiskFieldKey, unknown> => ({
  PolicyHolderId: row.policyHolderId,
  PolicyHolderBranchId: row.policyHolderBranchId,
  InsuredId: row.insuredId,
  InsuredLocationId: row.insuredLocationId,
  ModalityId: row.modalityId,
  ComplementaryModalityId: row.complementaryModalityId,
  StartDate: row.startDate,
  EndDate: row.endDate,
  DeadlineDays: row.deadlineDays,
  InsuredAmountValue: row.insuredAmountValue,
  ComplementaryStartDate: row.complementaryStartDate,
  ComplementaryEndDate: row.complementaryEndDate,
  ComplementaryDeadlineDays: row.complementaryDeadlineDays,
  ComplementaryInsuredAmountValue: row.complementaryInsuredAmountValue,
  AdditionalCoverageIds: row.additionalCoverageIds,
});

const writeLogs = (db: Database, auth: AuthContext, row: ProposalRow, verdicts: EngineVerdict[]) =>
  verdicts.length
    ? db.insert(proposalEngineLogs).values(
        verdicts.map((verdict) => ({
          proposalId: row.id,
          engine: verdict.engine,
          verdict: verdict.verdict,
          reasons: verdict.reasons,
          inputs: verdict.inputs,
          ranByUserId: auth.userId,
        })),
      )
    : Promise.resolve();

/**
 * Applies the engines' outcome to a proposal in Em análise, in one transaction with the logs:
 * approved → Aguardando Emissão (the risk snapshot kept); refused → Recusada; documents missing →
 * Aguardando Corretor with an observation listing them; referred → stays in analysis with one
 * pending analysis per referring engine (the kanban's cards). Every step reached goes on the
 * timeline.
 */
const applyOutcome = async (
  db: Database,
  auth: AuthContext,
  row: ProposalRow,
  verdicts: EngineVerdict[],
  /** The verdicts this run produced (the ones logged); all of `verdicts` when every engine ran. */
  logged: EngineVerdict[] = verdicts,
) => db.transaction((tx) => writeOutcome(tx, auth, row, verdicts, logged));

/** applyOutcome inside the caller's transaction (the kanban's decision moves its card with it). */
export const writeOutcome = async (
  tx: Database,
  auth: AuthContext,
  row: ProposalRow,
  verdicts: EngineVerdict[],
  logged: EngineVerdict[] = verdicts,
) => {
  const result = combineVerdicts(verdicts);
  const moved = transition(row.status, result.action);
  if (!moved.ok) throw new ConflictError(moved.reason);
  await writeLogs(tx, auth, row, logged);
  const [saved] = await tx
    .update(proposals)
    .set({
      status: moved.to,
      // kept until the next approval: a risk change in analysis is compared with it and undone
      // back to it (GetProposalRiskChange / ResetProposalRiskChange)
      approvedRiskSnapshot:
        moved.to === ProposalStatus.AguardandoEmissao ? riskSnapshotOf(row) : undefined,
      version: sql`${proposals.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(proposals.id, row.id), eq(proposals.version, row.version)))
    .returning();
  if (!saved)
    throw new ConflictError('A proposta foi alterada enquanto os motores rodavam; tente de novo.');
  await closeOpenProposalCards(tx, row, saved);
  // a new run supersedes the analyses the previous one left
  await tx
    .update(proposalPendingAnalyses)
    .set({ resolvedAt: new Date() })
    .where(
      and(
        eq(proposalPendingAnalyses.proposalId, row.id),
        isNull(proposalPendingAnalyses.resolvedAt),
      ),
    );
  if (moved.to === ProposalStatus.EmAnalise && result.pendingAnalyses.length) {
    const written = await tx
      .insert(proposalPendingAnalyses)
      .values(
        result.pendingAnalyses.map((analysis) => ({
          companyId: row.companyId,
          proposalId: row.id,
          engine: analysis.type,
          reason: analysis.reason,
        })),
      )
      .returning();
    // each referral is a card in its engine's pipe (one per open question)
    await openProposalAnalysisCards(tx, saved, written);
  }
  // questions about the holder itself: restricted activity, economic group (one card per holder)
  await openHolderQuestionCards(tx, saved, verdicts);
  if (result.brokerObservation) {
    await tx.insert(proposalObservations).values({
      proposalId: row.id,
      kind: 'adjustment',
      text: result.brokerObservation,
      authorUserId: null,
      authorName: ENGINES_AUTHOR.name,
    });
  }
  for (const step of result.timeline) {
    await recordTimeline(tx, ENGINES_AUTHOR, saved, {
      situation: step.situation,
      status: step.status,
      // the step's own engines' reasons, when they did not simply approve
      note:
        verdicts
          .filter(
            (verdict) =>
              verdict.verdict !== 'approved' &&
              engineTimelineSituation[verdict.engine] === step.situation,
          )
          .flatMap((verdict) => verdict.reasons)
          .join(' ') || null,
    });
  }
  return saved;
};

/**
 * Submission (the broker's first, or a resubmission after an adjustment): Cotação or Aguardando
 * Corretor → Em análise with the legal acceptance deadline (25 days, Lei 15.040/2024), then the
 * five engines in order, their logs and their outcome.
 */
export const submitToEngines = async (
  db: Database,
  auth: AuthContext,
  row: ProposalRow,
  now = new Date(),
) => {
  const action = row.status === ProposalStatus.AguardandoCorretor ? 'resubmit' : 'submit';
  const moved = transition(row.status, action);
  if (!moved.ok) throw new ConflictError(moved.reason);
  const submitted = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(proposals)
      .set({
        status: moved.to,
        submittedAt: now,
        legalDeadline: todayInBrazil(legalAcceptanceDeadline(now)),
        version: sql`${proposals.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(proposals.id, row.id), eq(proposals.version, row.version)))
      .returning();
    if (!saved)
      throw new ConflictError(
        'A proposta foi alterada por outra pessoa; recarregue e envie de novo.',
      );
    await recordTimeline(tx, auth, saved, {
      situation: 1,
      status: TimelineStatus.Aprovado,
      note:
        action === 'resubmit'
          ? 'Proposta reenviada pelo corretor.'
          : 'Proposta enviada pelo corretor.',
    });
    return saved;
  });
  const inputs = await gatherEngineInputs(db, auth, submitted, now);
  return applyOutcome(db, auth, submitted, runEngines(inputs).verdicts);
};

/**
 * ExecuteAutomatic…ApprovalValidation (REPROCESSAMENTO): runs one engine again over a proposal in
 * analysis and combines its new verdict with the latest verdict of each other engine.
 */
export const reprocessEngine = async (
  db: Database,
  auth: AuthContext,
  row: ProposalRow,
  engine: EngineName,
  now = new Date(),
) => {
  const reprocess = transition(row.status, 'reprocess');
  if (!reprocess.ok) throw new ConflictError(reprocess.reason);
  const inputs = await gatherEngineInputs(db, auth, row, now);
  const fresh = evaluateEngine(engine, inputs[engine]);
  const others = (await latestVerdicts(db, row.id)).filter((log) => log.engine !== engine);
  // the other engines' verdicts were logged when they ran; only the fresh one is logged now
  return applyOutcome(db, auth, row, [...others, fresh], [fresh]);
};

/** The latest logged verdict of each engine that ran over a proposal. */
const latestVerdicts = async (db: Database, proposalId: number): Promise<EngineVerdict[]> => {
  const latest = await db
    .selectDistinctOn([proposalEngineLogs.engine])
    .from(proposalEngineLogs)
    .where(eq(proposalEngineLogs.proposalId, proposalId))
    .orderBy(
      proposalEngineLogs.engine,
      sql`${proposalEngineLogs.ranAt} desc`,
      sql`${proposalEngineLogs.id} desc`,
    );
  return latest.map((log) => ({
    engine: log.engine as EngineName,
    verdict: log.verdict as EngineVerdict['verdict'],
    reasons: log.reasons,
    inputs: log.inputs as EngineVerdict['inputs'],
  }));
};

/**
 * An analyst's decision on an engine's referral (a kanban card moved to Aprovado or Recusado), in
 * the caller's transaction: logged as that engine's verdict and combined with the latest verdict
 * of the others, so the flow resumes (all approved → Aguardando Emissão; another referral still
 * open → stays in analysis) or ends (refused → Recusada).
 */
export const decideReferral = async (
  tx: Database,
  auth: AuthContext,
  row: ProposalRow,
  engine: EngineName,
  verdict: 'approved' | 'refused',
  reason: string,
) => {
  const decision: EngineVerdict = {
    engine,
    verdict,
    reasons: [reason],
    inputs: { DecididoPorUsuarioId: auth.userId, Origem: 'kanban' },
  };
  const others = (await latestVerdicts(tx, row.id)).filter((log) => log.engine !== engine);
  return writeOutcome(tx, auth, row, [...others, decision], [decision]);
};
