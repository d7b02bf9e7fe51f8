import Decimal from 'decimal.js';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { ENDORSEMENT_EMISSION_TYPE, RENEWAL_EMISSION_TYPE } from '../../../domain/emissionTypes';
import { type EngineVerdict, evaluatePep, evaluateReinsurance } from '../../../domain/engines';
import { ProposalStatus } from '../../../domain/proposalStatus';
import { insertProposalAnalysisCards } from '../../modules/kanban/cards';
import type { Database } from '../client';
import { seedDemoActivityCards } from './kanbanActivityCards';
import { seedProposalCardFollowUps } from './kanbanProposalCards';
import { seedDemoCcgs } from './ccg';
import { seedDemoApprovalLimits } from './approvalLimits';
import {
  kanbanCards,
  partyPartners,
  proposalEngineLogs,
  proposalPendingAnalyses,
  proposals,
  users,
} from '../schema';
import { cpfWithCheckDigits } from './documentNumbers';
import { seedDemoBrokerCards } from './kanbanBrokers';
import { seedDemoHolderCards } from './holderCards';

/** The partners the demo's PEP referrals are about (new to the tenant: no group in common). */
const PEP_HOLDER_PARTNER = {
  name: 'Ricardo Tavares Lima',
  cpf: cpfWithCheckDigits('407318925'),
  isPoliticallyExposed: true,
};
const PEP_INSURED_PARTNER = {
  name: 'Beatriz Moura Campos',
  cpf: cpfWithCheckDigits('582046137'),
  isPepCloseAssociate: true,
};

/** The demo's stand-in for the retention the insurer had for a risk like the one referred. */
const DEMO_RETENTION_SHARE = 0.8;

/**
 * Referrals the demo's engines did not happen to make, so that every proposal pipe has cards
 * (issue 14): among the proposals in analysis with an open referral, the newest ones get
 * - a politically exposed partner of the holder and, on another, a close associate of one among
 *   the insured's partners, each with the PEP engine's own verdict over the parties' QSA logged
 *   and its referral open (a TOMADOR_QSA_PEP and a SEGURADO_QSA_PEP card);
 * - the reinsurance engine's referral of the largest IS (a retention the story sets below it);
 * - one taken as a renewal and one as an endorsement (their referrals go to Renovação and Endosso
 *   as PROPOSTA_RENOVACAO and ENDOSSO_ALTERACAO cards, which open the proposal's data).
 * Runs before the cards are opened from the open analyses.
 */
export const seedPipeReferrals = async (db: Database, companyId: number) => {
  const open = await db
    .selectDistinctOn([proposals.id], {
      id: proposals.id,
      policyHolderId: proposals.policyHolderId,
      insuredId: proposals.insuredId,
      insuredAmountValue: proposals.insuredAmountValue,
      engine: proposalPendingAnalyses.engine,
      createdAt: proposalPendingAnalyses.createdAt,
    })
    .from(proposals)
    .innerJoin(proposalPendingAnalyses, eq(proposalPendingAnalyses.proposalId, proposals.id))
    .where(
      and(
        eq(proposals.companyId, companyId),
        eq(proposals.status, ProposalStatus.EmAnalise),
        eq(proposals.emissionProposalType, 1),
        isNull(proposalPendingAnalyses.resolvedAt),
      ),
    )
    .orderBy(desc(proposals.id));
  if (open.length < 5) return;
  const refer = async (proposal: (typeof open)[number], verdict: EngineVerdict) => {
    await db.insert(proposalEngineLogs).values({
      proposalId: proposal.id,
      engine: verdict.engine,
      verdict: verdict.verdict,
      reasons: verdict.reasons,
      inputs: verdict.inputs,
      ranAt: proposal.createdAt,
    });
    await db.insert(proposalPendingAnalyses).values({
      companyId,
      proposalId: proposal.id,
      engine: verdict.engine,
      reason: verdict.reasons.join(' '),
      createdAt: proposal.createdAt,
    });
  };
  const partnersOf = async (ownerKind: string, ownerId: number | null) =>
    ownerId === null
      ? []
      : (
          await db
            .select()
            .from(partyPartners)
            .where(
              and(
                eq(partyPartners.companyId, companyId),
                eq(partyPartners.ownerKind, ownerKind),
                eq(partyPartners.ownerId, ownerId),
              ),
            )
        ).map((partner) => ({
          Name: partner.name,
          CpfCnpj: partner.cpfCnpj,
          IsPoliticallyExposed: partner.isPoliticallyExposed,
          IsPepRelative: partner.isPepRelative,
          IsPepCloseAssociate: partner.isPepCloseAssociate,
        }));
  const pepReferral = async (
    proposal: (typeof open)[number],
    ownerKind: 'policy_holder' | 'insured',
    partner: typeof PEP_HOLDER_PARTNER | typeof PEP_INSURED_PARTNER,
  ) => {
    const ownerId = ownerKind === 'policy_holder' ? proposal.policyHolderId : proposal.insuredId;
    if (ownerId === null) return;
    await db.insert(partyPartners).values({
      companyId,
      ownerKind,
      ownerId,
      name: partner.name,
      cpfCnpj: partner.cpf,
      isPoliticallyExposed: 'isPoliticallyExposed' in partner,
      isPepCloseAssociate: 'isPepCloseAssociate' in partner,
    });
    await refer(
      proposal,
      evaluatePep({
        holderPartners: await partnersOf('policy_holder', proposal.policyHolderId),
        insuredPartners: await partnersOf('insured', proposal.insuredId),
      }),
    );
  };
  const [renewal, endorsement, holderPep, ...others] = open;
  await pepReferral(holderPep, 'policy_holder', PEP_HOLDER_PARTNER);
  // another holder's proposal: the holder's PEP partner would make its card about the holder
  const insuredPep = others.find(
    (proposal) =>
      proposal.policyHolderId !== holderPep.policyHolderId && proposal.insuredId !== null,
  );
  if (insuredPep) await pepReferral(insuredPep, 'insured', PEP_INSURED_PARTNER);
  const largest = others
    .filter((proposal) => proposal !== insuredPep)
    .filter((proposal) => proposal.engine === 'Subscricao' && proposal.insuredAmountValue)
    .sort((a, b) => Number(b.insuredAmountValue) - Number(a.insuredAmountValue))[0];
  if (largest) {
    const insuredAmount = new Decimal(largest.insuredAmountValue!);
    await refer(
      largest,
      evaluateReinsurance({
        insuredAmount,
        retentionLimit: insuredAmount
          .times(DEMO_RETENTION_SHARE)
          .dividedBy(1000)
          .floor()
          .times(1000),
      }),
    );
  }
  await db
    .update(proposals)
    .set({ emissionProposalType: RENEWAL_EMISSION_TYPE })
    .where(eq(proposals.id, renewal.id));
  await db
    .update(proposals)
    .set({ emissionProposalType: ENDORSEMENT_EMISSION_TYPE })
    .where(eq(proposals.id, endorsement.id));
};

/** Every pipe shows an owned card: the administrator takes the oldest card of a pipe with none. */
const ownOneCardPerPipe = async (db: Database, companyId: number) => {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.login, 'admin')));
  if (!admin) return;
  const cards = await db
    .select({ id: kanbanCards.id, pipeId: kanbanCards.pipeId, owner: kanbanCards.ownerUserId })
    .from(kanbanCards)
    .where(eq(kanbanCards.companyId, companyId))
    .orderBy(asc(kanbanCards.id));
  const owned = new Set(cards.filter((card) => card.owner !== null).map((card) => card.pipeId));
  for (const card of cards) {
    if (owned.has(card.pipeId)) continue;
    owned.add(card.pipeId);
    await db.update(kanbanCards).set({ ownerUserId: admin.id }).where(eq(kanbanCards.id, card.id));
  }
};

/**
 * The demo tenant's cards (issue 14): one in the Entrada of its engine's pipe for every pending
 * analysis of the seeded proposals still open. The pipes themselves come with the tenant
 * (seedTenant).
 */
export const seedDemoKanban = async (db: Database, companyId: number) => {
  await seedPipeReferrals(db, companyId);
  const open = await db
    .select({
      proposal: {
        id: proposals.id,
        companyId: proposals.companyId,
        number: proposals.number,
        legalDeadline: proposals.legalDeadline,
        policyHolderId: proposals.policyHolderId,
        emissionProposalType: proposals.emissionProposalType,
      },
      analysis: {
        id: proposalPendingAnalyses.id,
        engine: proposalPendingAnalyses.engine,
        reason: proposalPendingAnalyses.reason,
        createdAt: proposalPendingAnalyses.createdAt,
      },
    })
    .from(proposalPendingAnalyses)
    .innerJoin(proposals, eq(proposals.id, proposalPendingAnalyses.proposalId))
    .where(
      and(
        eq(proposalPendingAnalyses.companyId, companyId),
        isNull(proposalPendingAnalyses.resolvedAt),
      ),
    )
    .orderBy(proposalPendingAnalyses.id);
  const proposalCards = await insertProposalAnalysisCards(db, companyId, open);
  await seedDemoBrokerCards(db, companyId);
  await seedDemoActivityCards(db, companyId);
  await seedProposalCardFollowUps(db, companyId);
  const holderCards = await seedDemoHolderCards(db, companyId);
  await seedDemoCcgs(db, companyId);
  await seedDemoApprovalLimits(db, companyId);
  await ownOneCardPerPipe(db, companyId);
  return proposalCards + holderCards;
};
