import { and, eq, isNull } from 'drizzle-orm';
import { insertProposalAnalysisCards } from '../../modules/kanban/cards';
import type { Database } from '../client';
import { seedDemoActivityCards } from './kanbanActivityCards';
import { seedProposalCardFollowUps } from './kanbanProposalCards';
import { seedDemoCcgs } from './ccg';
import { seedDemoApprovalLimits } from './approvalLimits';
import { proposalPendingAnalyses, proposals } from '../schema';
import { seedDemoBrokerCards } from './kanbanBrokers';
import { seedDemoHolderCards } from './holderCards';

/**
 * The demo tenant's cards (issue 14): one in the Entrada of its engine's pipe for every pending
 * analysis of the seeded proposals still open. The pipes themselves come with the tenant
 * (seedTenant).
 */
export const seedDemoKanban = async (db: Database, companyId: number) => {
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
  return proposalCards + holderCards;
};
