import { and, eq } from 'drizzle-orm';
import { CardType } from '../../../../domain/cardTypes';
import type { EngineVerdict } from '../../../../domain/engines';
import type { Database } from '../../../db/client';
import { kanbanCards, policyHolders } from '../../../db/schema';
import { notifyBoardOnCommit } from '../events';
import { openBranchActivityCard } from './branchActivity';
import {
  hasEconomicGroup,
  holdersSharingPartners,
  openEconomicGroupCard,
  sharedPartnersReason,
} from './economicGroup';

const RESTRICTED_REASON = 'Atividade do tomador é de ramo restritivo.';

interface ProposalOfRun {
  id: number;
  companyId: number;
  number: number;
  legalDeadline: string | null;
  policyHolderId: number;
}

/** Whether the holder's economic group was ever asked about (an answer, either way, stands). */
const groupAskedBefore = async (db: Database, companyId: number, document: string) => {
  const [card] = await db
    .select({ id: kanbanCards.id })
    .from(kanbanCards)
    .where(
      and(
        eq(kanbanCards.companyId, companyId),
        eq(kanbanCards.cardType, CardType.GRUPO_ECONOMICO),
        eq(kanbanCards.document, document),
      ),
    )
    .limit(1);
  return !!card;
};

/** Tells the boards on the card's pipe, once the engines' run commits, that it opened or changed. */
const published = async (
  db: Database,
  companyId: number,
  opening: Promise<{ id: number; pipeId: number; created: boolean }>,
) => {
  const card = await opening;
  await notifyBoardOnCommit(db, {
    companyId,
    pipeId: card.pipeId,
    cardId: card.id,
    kind: card.created ? 'created' : 'changed',
  });
};

/**
 * The holder questions a run of the engines raises about a proposal, opened in the run's
 * transaction (one card per holder and question):
 * - RAMO_ATIVIDADE, when the subscription engine refers because the holder's activity is
 *   restricted (and the modality does not take restricted activities);
 * - GRUPO_ECONOMICO, when the holder has no economic group recorded (no name, no holding, holding
 *   of nobody) but shares a QSA partner with another holder of the tenant, and its group was
 *   never asked about before.
 */
export const openHolderQuestionCards = async (
  db: Database,
  proposal: ProposalOfRun,
  verdicts: readonly EngineVerdict[],
) => {
  const [holder] = await db
    .select()
    .from(policyHolders)
    .where(
      and(
        eq(policyHolders.id, proposal.policyHolderId),
        eq(policyHolders.companyId, proposal.companyId),
      ),
    );
  if (!holder) return;
  const subscription = verdicts.find((verdict) => verdict.engine === 'Subscricao');
  if (
    subscription?.verdict === 'referred' &&
    subscription.inputs?.RestrictedBranchActivity === true &&
    subscription.inputs?.DisabledForRestrictiveBranchActivity === true
  ) {
    const reason = subscription.reasons.find((text) => text.includes('ramo restritivo'));
    await published(
      db,
      holder.companyId,
      openBranchActivityCard(db, holder, reason ?? RESTRICTED_REASON),
    );
  }
  if (await hasEconomicGroup(db, holder)) return;
  const shared = await holdersSharingPartners(db, holder.companyId, holder.id);
  if (!shared.size || (await groupAskedBefore(db, holder.companyId, holder.cpfCnpj))) return;
  const partners = [...new Set([...shared.values()].flat())];
  await published(
    db,
    holder.companyId,
    openEconomicGroupCard(db, proposal, holder, sharedPartnersReason(partners)),
  );
};
