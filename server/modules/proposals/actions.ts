import { and, eq, sql } from 'drizzle-orm';
import { Functionality as F } from '../../../domain/functionalities';
import { ProposalStatus } from '../../../domain/proposalStatus';
import {
  actionTextProblems,
  allowedActions,
  canEdit,
  type ProposalAction,
  transition,
} from '../../../domain/proposalTransitions';
import { ProposalTimelineSituation, TimelineStatus } from '../../../domain/timeline';
import type { Database } from '../../db/client';
import { persons, proposalObservations, proposals } from '../../db/schema';
import type { EngineName } from '../../../domain/engines';
import { reprocessEngine, submitToEngines } from '../../engines/proposalEngines';
import { ConflictError, ForbiddenError, ValidationError } from '../../http/errors';
import { rejectStaleVersion, requireCurrentVersion } from '../../http/writeGuards';
import { closeOpenProposalCards } from '../kanban/proposalCards/closing';
import type { AuthContext } from '../security/principal';
import * as M from './messages';
import { findWritableProposal, isCoBrokerOnly, type ProposalRow, proposalScopeOf } from './scope';
import { recordTimeline, type TimelineStep } from './timeline';

const holds = (auth: AuthContext, ...ids: number[]) =>
  ids.some((id) => auth.functionalities.has(id));

/**
 * What the caller may do with the proposal now, for the screens' buttons: the status machine's
 * actions (domain/proposalTransitions) that the caller's role and functionalities allow. The
 * gateway checks the same rules again on each call.
 */
export const proposalActions = (auth: AuthContext, row: ProposalRow): string[] => {
  const scope = proposalScopeOf(auth);
  if (scope === 'holder' || isCoBrokerOnly(auth, row)) return [];
  const byStatus = new Set<ProposalAction>(allowedActions(row.status));
  const actions: string[] = [];
  if (scope === 'broker' && holds(auth, F.GERENCIAR_PROPOSTAS)) {
    if (canEdit(row.status)) actions.push('edit');
    if (byStatus.has('submit')) actions.push('submit');
    if (byStatus.has('resubmit')) actions.push('resubmit');
    if (byStatus.has('cancel')) actions.push('cancel');
    if (byStatus.has('riskChange')) actions.push('riskChange');
    if (byStatus.has('awaitPayment')) actions.push('issue');
  }
  if (scope === 'insurer' && holds(auth, F.GERENCIAR_PROPOSTAS_SEGURADORA)) {
    if (byStatus.has('awaitPayment')) actions.push('issue');
    if (byStatus.has('riskChange')) actions.push('riskChange');
    if (byStatus.has('requestAdjustment')) actions.push('requestAdjustment');
    if (byStatus.has('cancel')) actions.push('cancel');
    if (canEdit(row.status) || row.status === ProposalStatus.EmAnalise) actions.push('changeRate');
  }
  if (
    scope === 'insurer' &&
    holds(auth, F.REPROCESSAMENTO) &&
    row.status === ProposalStatus.EmAnalise
  ) {
    actions.push('rerunEngines');
  }
  if (row.modalityId) actions.push('contractDraft');
  return actions;
};

/**
 * Moves the proposal by one action of the status machine (409 with the machine's reason when it
 * does not allow it), with its timeline step and an optional observation, in one transaction.
 */
export const moveProposal = async (
  db: Database,
  auth: AuthContext,
  row: ProposalRow,
  action: ProposalAction,
  step: TimelineStep,
  extra: {
    values?: Partial<typeof proposals.$inferInsert>;
    observation?: { kind: string; text: string };
  } = {},
) => {
  const moved = transition(row.status, action);
  if (!moved.ok) throw new ConflictError(moved.reason);
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(proposals)
      .set({
        ...extra.values,
        status: moved.to,
        version: sql`${proposals.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(proposals.id, row.id), eq(proposals.version, row.version)))
      .returning();
    if (!saved) throw new ConflictError(M.STALE_PROPOSAL);
    await closeOpenProposalCards(tx, row, saved);
    if (extra.observation) {
      await tx.insert(proposalObservations).values({
        proposalId: row.id,
        kind: extra.observation.kind,
        text: extra.observation.text,
        authorUserId: auth.userId,
        authorName: sql`(select ${persons.name} from ${persons} where ${persons.id} = ${auth.personId})`,
      });
    }
    await recordTimeline(tx, auth, saved, step);
    return saved;
  });
};

const situationOf = (status: number) =>
  status === ProposalStatus.Cotacao
    ? ProposalTimelineSituation.Cotacao
    : ProposalTimelineSituation.Subscricao;

/** CancelProposal: ends the proposal, always with a justification (kept as an observation). */
export const cancelProposal = async (
  db: Database,
  auth: AuthContext,
  uniqueId: string,
  body: { Justification?: string | null; Version?: number | null },
) => {
  const problems = actionTextProblems('cancel', body.Justification);
  if (problems.length) throw new ValidationError(problems);
  const justification = (body.Justification ?? '').trim();
  const row = await findWritableProposal(db, auth, uniqueId);
  rejectStaleVersion(body.Version, row.version, M.STALE_PROPOSAL);
  return moveProposal(
    db,
    auth,
    row,
    'cancel',
    { situation: situationOf(row.status), status: TimelineStatus.Cancelado, note: justification },
    {
      values: { cancelJustification: justification },
      observation: { kind: 'cancel', text: justification },
    },
  );
};

/**
 * RequestProposalAdjustment: the insurer sends the proposal back to the broker (Aguardando
 * Corretor) with what to adjust; the broker's resubmission runs the engines again.
 */
export const requestProposalAdjustment = async (
  db: Database,
  auth: AuthContext,
  body: { ProposalUniqueId: string; Observation?: string | null; Version: number },
) => {
  const problems = actionTextProblems('requestAdjustment', body.Observation);
  if (problems.length) throw new ValidationError(problems);
  const observation = (body.Observation ?? '').trim();
  const row = await findWritableProposal(db, auth, body.ProposalUniqueId);
  requireCurrentVersion(body.Version, row.version, M.STALE_PROPOSAL);
  return moveProposal(
    db,
    auth,
    row,
    'requestAdjustment',
    { situation: situationOf(row.status), status: TimelineStatus.Corretor, note: observation },
    { observation: { kind: 'adjustment', text: observation } },
  );
};

/** What a quote still lacks before it can be submitted, each naming its field. */
const submissionProblems = (row: ProposalRow) => {
  const problems: string[] = [];
  if (!row.insuredId) problems.push('Segurado: escolha o segurado antes de enviar a proposta.');
  if (!row.modalityId)
    problems.push('Modalidade: escolha a modalidade antes de enviar a proposta.');
  if (!row.insuredAmountValue)
    problems.push('Importância segurada: informe-a antes de enviar a proposta.');
  if (!row.startDate || !row.endDate) {
    problems.push('Vigência: informe o início e o fim de vigência antes de enviar a proposta.');
  }
  if (!row.insurancePremium) {
    problems.push('Dados financeiros: calcule o prêmio antes de enviar a proposta.');
  }
  return problems;
};

/**
 * SubmitProposal: the broker sends its quote (or resubmits after an adjustment); the proposal
 * goes to analysis with its legal deadline and the engines decide at once.
 */
export const submitProposal = async (
  db: Database,
  auth: AuthContext,
  body: { ProposalUniqueId: string; Version: number },
) => {
  const row = await findWritableProposal(db, auth, body.ProposalUniqueId);
  if (proposalScopeOf(auth) !== 'broker') throw new ForbiddenError(M.ONLY_BROKERS_SUBMIT);
  requireCurrentVersion(body.Version, row.version, M.STALE_PROPOSAL);
  const problems = submissionProblems(row);
  if (problems.length) throw new ValidationError(problems);
  return submitToEngines(db, auth, row);
};

/** ExecuteAutomatic…ApprovalValidation: one engine again over a proposal in analysis. */
export const reprocessProposalEngine = async (
  db: Database,
  auth: AuthContext,
  uniqueId: string,
  engine: EngineName,
) => reprocessEngine(db, auth, await findWritableProposal(db, auth, uniqueId), engine);
