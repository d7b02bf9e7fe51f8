import { and, eq, isNull } from 'drizzle-orm';
import { insertProposalAnalysisCards } from '../../modules/kanban/cards';
import type { Database } from '../client';
import { seedDemoApprovalLimits } from './approvalLimits';
import { proposalPendingAnalyses, proposals } from '../schema';

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
  await seedDemoApprovalLimits(db, companyId);
  return insertProposalAnalysisCards(db, companyId, open);
};
