import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CardApprovers,
  ProfileApprovalLimits,
} from '../../../domain/contracts/approvalLimits';
import { ProposalStatus } from '../../../domain/proposalStatus';
import {
  kanbanCards,
  kanbanPipes,
  kanbanSteps,
  profiles,
  proposals,
} from '../../../server/db/schema';
import { type Caller, expectStatus } from '../support/caller';
import type { TestApp } from '../support/testApp';
import { kanbanApp, referredProposal } from './helpers';

const BASE = '/kanban-api/api/kanban/v1.0';
const LIMITS = '/api/UserProfile/GetProfileApprovalLimits';
const SAVE_LIMITS = '/api/UserProfile/UpdateProfileApprovalLimits';
const APPROVERS = '/api/kanban/GetCardApprovers';

let t: TestApp;
let admin: Caller;
let analista: Caller;
let corretor: Caller;
let otherTenant: Caller;

beforeAll(async () => {
  ({ t, admin, analista, corretor, otherTenant } = await kanbanApp());
});
afterAll(() => t.close());

const profileId = async (name: string, companyId: number) => {
  const [row] = await t.db
    .select({ uniqueId: profiles.uniqueId })
    .from(profiles)
    .where(and(eq(profiles.name, name), eq(profiles.companyId, companyId)));
  return row.uniqueId;
};

/** A proposal of IS R$ 2.000.000,00 referred to Subscrição, its card moved to Em análise. */
const cardInAnalysis = async () => {
  const proposal = await referredProposal(t, corretor);
  const [card] = await t.db
    .select()
    .from(kanbanCards)
    .where(
      and(eq(kanbanCards.referenceKind, 'proposal'), eq(kanbanCards.referenceId, proposal.Id)),
    );
  const steps = await t.db
    .select()
    .from(kanbanSteps)
    .where(eq(kanbanSteps.pipeId, card.pipeId))
    .orderBy(asc(kanbanSteps.sortOrder));
  const step = (name: string) => steps.find((one) => one.name === name)!;
  const toWork = await admin.post(`${BASE}/steps/${step('Entrada').id}/card-navigation`, {
    cardId: card.id,
    stepToId: step('Em análise').id,
    Version: card.version,
  });
  expectStatus(toWork, 200);
  return { proposal, card: { ...card, version: card.version + 1 }, step };
};

describe('alçadas on the profile', () => {
  it('seeds the analyst’s profile with R$ 5.000.000,00 per pipe; the administrator’s has none', async () => {
    const companyId = (await t.db.select().from(kanbanCards).limit(1))[0].companyId;
    const analyst = await admin.get(LIMITS, {
      ProfileUniqueId: await profileId('Analista', companyId),
    });
    expectStatus(analyst, 200);
    const limits = analyst.data as ProfileApprovalLimits;
    expect(limits.Version).toBe(1);
    expect(limits.Limits).toContainEqual({
      AnalysisType: 'SUBSCRICAO',
      PipeName: 'Subscrição',
      MaxInsuredAmount: '5000000.00',
    });
    expect(limits.Limits).toHaveLength(14);

    const administrator = await admin.get(LIMITS, {
      ProfileUniqueId: await profileId('Administrador', companyId),
    });
    expect((administrator.data as ProfileApprovalLimits).Version).toBe(0);
    expect(
      (administrator.data as ProfileApprovalLimits).Limits.every(
        (limit) => limit.MaxInsuredAmount === null,
      ),
    ).toBe(true);
  });

  it('refuses a negative amount or an unknown pipe naming the field, and another tenant’s profile', async () => {
    const companyId = (await t.db.select().from(kanbanCards).limit(1))[0].companyId;
    const uniqueId = await profileId('Analista', companyId);
    const invalid = await admin.post(SAVE_LIMITS, {
      ProfileUniqueId: uniqueId,
      Version: 1,
      Limits: [
        { AnalysisType: 'CREDITO', MaxInsuredAmount: '-1' },
        { AnalysisType: 'NAO_EXISTE', MaxInsuredAmount: '10' },
      ],
    });
    expectStatus(invalid, 400);
    expect(invalid.errors).toEqual([
      'Alçada (Crédito): informe um valor em reais maior ou igual a zero, ou deixe vazio para sem limite.',
      'Alçada: a esteira "NAO_EXISTE" não existe nesta seguradora.',
    ]);
    const foreign = await otherTenant.get(LIMITS, { ProfileUniqueId: uniqueId });
    expectStatus(foreign, 404);
  });
});

describe('approving above the alçada', () => {
  it('answers 409 "acima da sua alçada" and lists who may approve; a raised alçada (current Version) lets the move through', async () => {
    const { proposal, card, step } = await cardInAnalysis();
    const administrator = await profileId('Administrador', card.companyId);

    const limited = await admin.post(SAVE_LIMITS, {
      ProfileUniqueId: administrator,
      Version: 0,
      Limits: [{ AnalysisType: 'SUBSCRICAO', MaxInsuredAmount: '1.500.000,00' }],
    });
    expectStatus(limited, 200);
    expect(limited.data).toMatchObject({ Version: 1 });
    expect((limited.data as ProfileApprovalLimits).Limits).toContainEqual({
      AnalysisType: 'SUBSCRICAO',
      PipeName: 'Subscrição',
      MaxInsuredAmount: '1500000.00',
    });

    const refused = await admin.post(`${BASE}/steps/${step('Em análise').id}/card-navigation`, {
      cardId: card.id,
      stepToId: step('Aprovado').id,
      Version: card.version,
    });
    expectStatus(refused, 409);
    expect(refused.body).toEqual({
      success: false,
      message:
        'Aprovação acima da sua alçada: a IS do card é R$ 2.000.000,00 e o seu perfil aprova até R$ 1.500.000,00 nesta esteira. ' +
        'Nenhum usuário ativo tem alçada para aprovar este card.',
      data: null,
    });
    const [unchanged] = await t.db.select().from(proposals).where(eq(proposals.id, proposal.Id));
    expect(unchanged.status).toBe(ProposalStatus.EmAnalise);

    // nobody may approve it now: the analyst's alçada covers it, but not the pipe
    const nobody = await admin.get(APPROVERS, { cardId: String(card.id) });
    expectStatus(nobody, 200);
    expect(nobody.data).toEqual({
      CardId: card.id,
      InsuredAmount: '2000000.00',
      CallerMaxInsuredAmount: '1500000.00',
      Users: [],
    });

    const stale = await admin.post(SAVE_LIMITS, {
      ProfileUniqueId: administrator,
      Version: 0,
      Limits: [{ AnalysisType: 'SUBSCRICAO', MaxInsuredAmount: null }],
    });
    expectStatus(stale, 409);
    const raised = await admin.post(SAVE_LIMITS, {
      ProfileUniqueId: administrator,
      Version: 1,
      Limits: [{ AnalysisType: 'SUBSCRICAO', MaxInsuredAmount: '2000000' }],
    });
    expectStatus(raised, 200);

    const approvers = await admin.get(APPROVERS, { cardId: String(card.id) });
    expect((approvers.data as CardApprovers).Users).toEqual([
      {
        UserId: expect.any(Number),
        Name: 'Ana Paula Ribeiro',
        Login: 'admin',
        ProfileName: 'Administrador',
        MaxInsuredAmount: '2000000.00',
      },
    ]);

    const approved = await admin.post(`${BASE}/steps/${step('Em análise').id}/card-navigation`, {
      cardId: card.id,
      stepToId: step('Aprovado').id,
      Version: card.version,
    });
    expectStatus(approved, 200);
  });

  it('lists approvers only for a card of the caller’s tenant and a pipe the caller sees', async () => {
    const [card] = await t.db.select().from(kanbanCards).limit(1);
    const foreign = await otherTenant.get(APPROVERS, { cardId: String(card.id) });
    expectStatus(foreign, 404);
    const [subscription] = await t.db
      .select({ id: kanbanCards.id })
      .from(kanbanCards)
      .innerJoin(kanbanPipes, eq(kanbanPipes.id, kanbanCards.pipeId))
      .where(
        and(eq(kanbanPipes.analysisType, 'SUBSCRICAO'), eq(kanbanCards.companyId, card.companyId)),
      )
      .limit(1);
    const unseen = await analista.get(APPROVERS, { cardId: String(subscription.id) });
    expectStatus(unseen, 403);
  });
});
