import { and, eq, sql } from 'drizzle-orm';
import type { IssueProposalInput } from '../../../domain/contracts/proposals';
import { addDays, todayInBrazil } from '../../../domain/policyTerm';
import { ProposalStatus } from '../../../domain/proposalStatus';
import { transition } from '../../../domain/proposalTransitions';
import { ProposalTimelineSituation, TimelineStatus } from '../../../domain/timeline';
import type { Database } from '../../db/client';
import { modalities, proposals } from '../../db/schema';
import { ConflictError, ForbiddenError } from '../../http/errors';
import { requireCurrentVersion } from '../../http/writeGuards';
import { createBankSlips } from '../bank-slips/commands';
import { loadIssuanceSettings } from '../bank-slips/settings';
import { proposalActions } from '../proposals/actions';
import { STALE_PROPOSAL } from '../proposals/messages';
import { findWritableProposal } from '../proposals/scope';
import { recordTimeline } from '../proposals/timeline';
import type { AuthContext } from '../security/principal';
import { issuePolicy } from './issuePolicy';
import * as M from './messages';

/**
 * Whether the proposal's policy is issued at once, premium receivable: its modality's own
 * choice (modalities.issue_before_payment) when it made one, else the tenant's.
 */
const issuesBeforePayment = async (
  db: Database,
  modalityId: number | null,
  tenantSetting: boolean,
) => {
  if (modalityId === null) return tenantSetting;
  const [modality] = await db
    .select({ issueBeforePayment: modalities.issueBeforePayment })
    .from(modalities)
    .where(eq(modalities.id, modalityId));
  return modality?.issueBeforePayment ?? tenantSetting;
};

/**
 * IssueProposal (our extension; the spec names the statuses, not the call): the broker, or
 * insurer staff, issue an approved proposal (Aguardando Emissão). Its bank slips are generated
 * (one per instalment); then either the proposal waits for the first one to be paid (Aguardando
 * Pagamento de Boleto — the CNAB return or a manual settlement issues it, finance/settlement.ts),
 * or, when the proposal's modality — or, where it leaves it open, the tenant — issues before
 * payment (modalities / issuance_settings.issue_before_payment: surety protects the insured even
 * while the premium is unpaid), the policy is issued at once with the premium receivable. One
 * transaction: slips, status and policy commit together or not at all.
 */
export const issueProposal = async (db: Database, auth: AuthContext, body: IssueProposalInput) => {
  const row = await findWritableProposal(db, auth, body.ProposalUniqueId);
  requireCurrentVersion(body.Version, row.version, STALE_PROPOSAL);
  if (row.status !== ProposalStatus.AguardandoEmissao) {
    throw new ConflictError(M.ONLY_WHEN_AWAITING_ISSUANCE);
  }
  if (!proposalActions(auth, row).includes('issue')) throw new ForbiddenError(M.ISSUE_REFUSED);
  if (!row.insurancePremium) throw new ConflictError(M.PROPOSAL_WITHOUT_PREMIUM);
  const premium = row.insurancePremium;
  const settings = await loadIssuanceSettings(db, auth.companyId);
  const issueAtOnce = await issuesBeforePayment(db, row.modalityId, settings.issueBeforePayment);

  return db.transaction(async (tx) => {
    // the Version read is checked again under the row lock: two clicks, or the broker and an
    // analyst at once, issue one set of slips
    const [locked] = await tx
      .select({ id: proposals.id })
      .from(proposals)
      .where(and(eq(proposals.id, row.id), eq(proposals.version, body.Version)))
      .for('update');
    if (!locked) throw new ConflictError(STALE_PROPOSAL);

    const slips = await createBankSlips(tx, {
      companyId: auth.companyId,
      proposalId: row.id,
      premium,
      installments: row.numberOfInstallment ?? 1,
      firstDueDate: addDays(todayInBrazil(), settings.firstDueDays),
    });
    if (issueAtOnce) {
      await issuePolicy(tx, {
        companyId: auth.companyId,
        proposalId: row.id,
        author: auth,
        premiumReceivable: true,
      });
    } else {
      const moved = transition(row.status, 'awaitPayment');
      if (!moved.ok) throw new ConflictError(moved.reason);
      const [waiting] = await tx
        .update(proposals)
        .set({ status: moved.to, version: sql`${proposals.version} + 1`, updatedAt: new Date() })
        .where(eq(proposals.id, row.id))
        .returning();
      await recordTimeline(tx, auth, waiting, {
        situation: ProposalTimelineSituation.Emissao,
        status: TimelineStatus.Corretor,
        note: M.awaitingPaymentNote(slips.length),
      });
    }
    const [saved] = await tx.select().from(proposals).where(eq(proposals.id, row.id));
    return saved;
  });
};
