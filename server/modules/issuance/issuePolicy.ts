import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { PolicyStatus, policyStatusLabel } from '../../../domain/policyStatus';
import { formatPolicyNumber } from '../../../domain/policyNumber';
import { policyFlagsOf } from '../../../domain/policyFlags';
import { todayInBrazil } from '../../../domain/policyTerm';
import { transition } from '../../../domain/proposalTransitions';
import { ProposalTimelineSituation, TimelineStatus } from '../../../domain/timeline';
import type { Database } from '../../db/client';
import {
  companyBranches,
  modalities,
  modalityGroups,
  policies,
  policyHolders,
  policyNumbers,
  proposalContractualTerms,
  proposals,
} from '../../db/schema';
import { ConflictError } from '../../http/errors';
import { underwritingOf } from '../../engines/inputs';
import type { ChangeAuthor } from '../history/service';
import { recordPolicyEvent } from '../policies/history';
import { recordTimeline, type TimelineAuthor } from '../proposals/timeline';
import * as M from './messages';
import { linkRenewedPolicy } from './renewalLink';

/** Who issues: a user, or a named system process (the CNAB settlement, the renewal job). */
export interface IssueArgs {
  companyId: number;
  proposalId: number;
  /** Who moves the proposal to Emitida now (clicked Emitir, settled the slip, the job). */
  author: TimelineAuthor;
  /**
   * Who the policy names as its issuer, when not the author: the user who requested issuance
   * (clicked Emitir) while the slip's settlement, later and by someone else, creates it.
   */
  issuer?: ChangeAuthor;
  /** True when issued before the first instalment is paid (issuance_settings). */
  premiumReceivable: boolean;
}

export interface IssuedPolicy {
  id: number;
  uniqueId: string;
  number: string;
  /** False when the proposal already had its policy (a second call issues nothing). */
  created: boolean;
}

/** The tenant's next sequence for the year, taken under the row lock of its counter. */
const nextSequence = async (tx: Database, companyId: number, year: number) => {
  const [row] = await tx
    .insert(policyNumbers)
    .values({ companyId, year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [policyNumbers.companyId, policyNumbers.year],
      set: { lastSequence: sql`${policyNumbers.lastSequence} + 1` },
    })
    .returning({ sequence: policyNumbers.lastSequence });
  return row.sequence;
};

type ProposalRow = typeof proposals.$inferSelect;

/**
 * Writes the policy of a proposal that is being issued: a new number (domain/policyNumber.ts),
 * its risk copied as issued, the three search flags, the holder's used limit grown by the insured
 * amount and the policy's history: its issuer (who requested issuance) and when (now, the moment
 * the policy exists — the payment's, when a settlement issues it). The proposal's own status is
 * the caller's (issuePolicy moves it; the demo seed writes stories whose status is already
 * Emitida).
 */
export const recordPolicy = async (
  tx: Database,
  proposal: ProposalRow,
  args: Pick<IssueArgs, 'author' | 'issuer' | 'premiumReceivable'> & {
    issuedAt?: Date;
    /** false: the holder's used limit already counts this policy (the demo seed's holders). */
    useLimit?: boolean;
  },
): Promise<IssuedPolicy> => {
  const { insuredId, modalityId, startDate, endDate, insuredAmountValue, insurancePremium } =
    proposal;
  if (!insuredId || !modalityId || !startDate || !endDate || !insuredAmountValue) {
    throw new ConflictError(M.PROPOSAL_INCOMPLETE);
  }
  if (!insurancePremium) throw new ConflictError(M.PROPOSAL_WITHOUT_PREMIUM);

  const [branch] = await tx
    .select({ code: companyBranches.code })
    .from(modalities)
    .innerJoin(modalityGroups, eq(modalityGroups.id, modalities.groupId))
    .innerJoin(companyBranches, eq(companyBranches.id, modalityGroups.branchId))
    .where(eq(modalities.id, modalityId));
  const issuedAt = args.issuedAt ?? new Date();
  const year = Number(todayInBrazil(issuedAt).slice(0, 4));
  const number = formatPolicyNumber(
    branch?.code ?? '0775',
    year,
    await nextSequence(tx, proposal.companyId, year),
  );

  const clauses = await tx
    .select({ title: proposalContractualTerms.title, value: proposalContractualTerms.value })
    .from(proposalContractualTerms)
    .where(eq(proposalContractualTerms.proposalId, proposal.id));
  const { retentionLimit } = await underwritingOf(tx, proposal.companyId);
  const flags = policyFlagsOf({ insuredAmountValue, retentionLimit, clauses });

  const issuer = args.issuer ?? args.author;
  const userId = 'userId' in issuer ? issuer.userId : null;
  const [policy] = await tx
    .insert(policies)
    .values({
      companyId: proposal.companyId,
      number,
      proposalId: proposal.id,
      status: PolicyStatus.Emitida,
      brokerId: proposal.brokerId,
      policyHolderId: proposal.policyHolderId,
      insuredId,
      modalityId,
      generalConditionVersionId: proposal.generalConditionVersionId,
      startDate,
      endDate,
      insuredAmountValue,
      insurancePremium,
      riskRate: proposal.riskRateOverride ?? proposal.riskRate,
      numberOfInstallment: proposal.numberOfInstallment ?? 1,
      ...flags,
      issuedAt,
      issuedByUserId: userId,
      premiumReceivable: args.premiumReceivable,
    })
    .returning({ id: policies.id, uniqueId: policies.uniqueId, number: policies.number });

  if (args.useLimit !== false) {
    await tx
      .update(policyHolders)
      .set({
        limitUsedValue: sql`${policyHolders.limitUsedValue} + ${new Decimal(insuredAmountValue).toFixed(2)}::numeric`,
      })
      .where(eq(policyHolders.id, proposal.policyHolderId));
  }
  await recordPolicyEvent(tx, {
    companyId: proposal.companyId,
    policyId: policy.id,
    changedBy: userId === null ? { name: (issuer as { name: string }).name } : { userId },
    description: M.issuedNote(number, args.premiumReceivable),
    changes: [
      { field: 'Status', oldValue: null, newValue: policyStatusLabel(PolicyStatus.Emitida) },
      { field: 'PolicyNumber', oldValue: null, newValue: number },
    ],
  });
  return { ...policy, created: true };
};

/**
 * Issues the proposal's policy, in the caller's transaction: the proposal goes to Emitida (from
 * Aguardando Emissão, or Aguardando Pagamento de Boleto once the first slip is paid), its policy
 * is recorded (recordPolicy) and the timeline says who and when. Idempotent: a proposal that
 * already has its policy answers that policy and changes nothing, so a settlement replayed or two
 * finance users racing never issue twice (the proposal row is locked first, and
 * policies.proposal_id is unique besides).
 */
export const issuePolicy = async (tx: Database, args: IssueArgs): Promise<IssuedPolicy> => {
  const [proposal] = await tx
    .select()
    .from(proposals)
    .where(and(eq(proposals.id, args.proposalId), eq(proposals.companyId, args.companyId)))
    .for('update');
  if (!proposal) throw new ConflictError(M.PROPOSAL_NOT_FOUND);

  const [existing] = await tx
    .select({ id: policies.id, uniqueId: policies.uniqueId, number: policies.number })
    .from(policies)
    .where(eq(policies.proposalId, proposal.id));
  if (existing) return { ...existing, created: false };

  const moved = transition(proposal.status, 'issue');
  if (!moved.ok) throw new ConflictError(moved.reason);
  const policy = await recordPolicy(tx, proposal, args);
  const author = 'userId' in args.author ? { userId: args.author.userId } : args.author;
  await linkRenewedPolicy(tx, { proposalId: proposal.id, policyId: policy.id, author });
  const [issued] = await tx
    .update(proposals)
    .set({ status: moved.to, version: sql`${proposals.version} + 1`, updatedAt: new Date() })
    .where(eq(proposals.id, proposal.id))
    .returning();
  await recordTimeline(tx, args.author, issued, {
    situation: ProposalTimelineSituation.Emissao,
    status: TimelineStatus.Aprovado,
    note: M.issuedNote(policy.number, args.premiumReceivable),
  });
  return policy;
};
