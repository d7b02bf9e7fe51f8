import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipeCatalogue, pipeOfEngine } from '../../../domain/kanban';
import { ProposalStatus } from '../../../domain/proposalStatus';
import {
  kanbanCardMovements,
  kanbanCards,
  kanbanPipes,
  kanbanSteps,
  policyHolders,
  proposalPendingAnalyses,
  proposals,
} from '../../../server/db/schema';
import { proposalCardPlace } from '../../../server/modules/kanban/cards';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { type Caller, expectStatus } from '../support/caller';
import { companyIdOf } from '../support/fixtures';
import { SECOND_COMPANY_KEY } from '../support/secondTenant';
import type { TestApp } from '../support/testApp';
import { kanbanApp, referredProposal } from './helpers';

let t: TestApp;
let admin: Caller;
let corretor: Caller;

beforeAll(async () => {
  ({ t, admin, corretor } = await kanbanApp());
});
afterAll(() => t.close());

const cardsOf = (proposalId: number) =>
  t.db
    .select()
    .from(kanbanCards)
    .where(and(eq(kanbanCards.referenceKind, 'proposal'), eq(kanbanCards.referenceId, proposalId)));

describe('the tenants’ pipes', () => {
  it('every tenant has the fourteen pipes with their steps in order', async () => {
    for (const key of [DEMO_COMPANY_KEY, SECOND_COMPANY_KEY]) {
      const companyId = await companyIdOf(t.db, key);
      const pipes = await t.db
        .select()
        .from(kanbanPipes)
        .where(eq(kanbanPipes.companyId, companyId))
        .orderBy(kanbanPipes.sortOrder);
      expect(pipes.map((pipe) => pipe.name)).toEqual(pipeCatalogue.map((pipe) => pipe.name));
      const credit = pipes.find((pipe) => pipe.analysisType === 'CREDITO')!;
      const steps = await t.db
        .select()
        .from(kanbanSteps)
        .where(eq(kanbanSteps.pipeId, credit.id))
        .orderBy(kanbanSteps.sortOrder);
      expect(steps.map((step) => [step.name, step.kind])).toEqual([
        ['Entrada', 'entrada'],
        ['Em análise', 'trabalho'],
        ['Pendente corretor', 'trabalho'],
        ['Aprovado', 'aprovado'],
        ['Recusado', 'recusado'],
      ]);
    }
  });
});

describe('cards of the engines’ referrals', () => {
  it('the seed opened a card in the Entrada of its engine’s pipe for every open pending analysis', async () => {
    const companyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
    const open = await t.db
      .select({
        id: proposalPendingAnalyses.id,
        engine: proposalPendingAnalyses.engine,
        reason: proposalPendingAnalyses.reason,
        proposalId: proposalPendingAnalyses.proposalId,
        number: proposals.number,
        emissionProposalType: proposals.emissionProposalType,
        holderDocument: policyHolders.cpfCnpj,
      })
      .from(proposalPendingAnalyses)
      .innerJoin(proposals, eq(proposals.id, proposalPendingAnalyses.proposalId))
      .innerJoin(policyHolders, eq(policyHolders.id, proposals.policyHolderId))
      .where(
        and(
          eq(proposalPendingAnalyses.companyId, companyId),
          isNull(proposalPendingAnalyses.resolvedAt),
        ),
      );
    expect(open.length).toBeGreaterThan(0);
    const cards = await t.db
      .select({
        pendingAnalysisId: kanbanCards.pendingAnalysisId,
        cardType: kanbanCards.cardType,
        title: kanbanCards.title,
        description: kanbanCards.description,
        document: kanbanCards.document,
        referenceId: kanbanCards.referenceId,
        pipe: kanbanPipes.analysisType,
        step: kanbanSteps.kind,
      })
      .from(kanbanCards)
      .innerJoin(kanbanPipes, eq(kanbanPipes.id, kanbanCards.pipeId))
      .innerJoin(kanbanSteps, eq(kanbanSteps.id, kanbanCards.stepId))
      .where(eq(kanbanCards.companyId, companyId));
    for (const analysis of open) {
      const card = cards.find((one) => one.pendingAnalysisId === analysis.id);
      // an emission's referral is a PROPOSTA in its engine's pipe; a PEP finding's, a renewal's
      // and an endorsement's have their own pipe and type
      const place = proposalCardPlace(analysis.emissionProposalType, analysis.engine, {
        reason: analysis.reason,
      });
      if (analysis.emissionProposalType === 1 && analysis.engine !== 'PEP') {
        expect(place).toMatchObject({
          cardType: 'PROPOSTA',
          pipeKey: pipeOfEngine(analysis.engine),
        });
      }
      expect(card, `análise ${analysis.id}`).toMatchObject({
        cardType: place.cardType,
        pipe: place.pipeKey,
        step: 'entrada',
        description: analysis.reason,
        document: analysis.holderDocument,
        referenceId: analysis.proposalId,
      });
      expect(card?.title).toContain(`Proposta ${analysis.number}`);
    }
    const [movements] = await t.db
      .select({ total: count() })
      .from(kanbanCardMovements)
      .where(eq(kanbanCardMovements.companyId, companyId));
    expect(movements.total).toBe(cards.length);
  });

  it('a referral on submission opens its card in the same step; running the engine again does not duplicate it', async () => {
    const referred = await referredProposal(t, corretor);
    expect(referred.StatusId).toBe(ProposalStatus.EmAnalise);
    const [first, ...others] = await cardsOf(referred.Id);
    expect(others).toEqual([]);
    const [analysis] = await t.db
      .select()
      .from(proposalPendingAnalyses)
      .where(eq(proposalPendingAnalyses.proposalId, referred.Id));
    expect(first).toMatchObject({
      cardType: 'PROPOSTA',
      pendingAnalysisId: analysis.id,
      description: analysis.reason,
      legalDeadline: referred.LegalDeadline,
      openKey: `proposal:${referred.Id}:Subscricao`,
    });
    const [pipe] = await t.db.select().from(kanbanPipes).where(eq(kanbanPipes.id, first.pipeId));
    expect(pipe.analysisType).toBe('SUBSCRICAO');

    const rerun = await admin.post(
      '/api/Proposal/ExecuteAutomaticSubscriptionApprovalValidation',
      undefined,
      { ProposalUniqueId: referred.UniqueId },
    );
    expectStatus(rerun, 200);
    const again = await cardsOf(referred.Id);
    expect(again).toHaveLength(1);
    const [latest] = await t.db
      .select()
      .from(proposalPendingAnalyses)
      .where(
        and(
          eq(proposalPendingAnalyses.proposalId, referred.Id),
          isNull(proposalPendingAnalyses.resolvedAt),
        ),
      );
    expect(latest.id).not.toBe(analysis.id);
    expect(again[0]).toMatchObject({ id: first.id, pendingAnalysisId: latest.id });
  });
});
