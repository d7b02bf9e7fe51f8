import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRANCH_ACTIVITY_REQUIRED,
  ECONOMIC_GROUP_REQUIRED,
  branchActivityKey,
  defaultBranchActivities,
  economicGroupKey,
} from '../../../domain/branchActivities';
import type {
  BranchActivity,
  BranchActivityInfo,
  EconomicGroupInfo,
} from '../../../domain/contracts/kanbanActivityCards';
import { Functionality } from '../../../domain/functionalities';
import {
  branchActivities,
  kanbanCards,
  kanbanSteps,
  modalities,
  partyPartners,
  policyHolders,
  profileGrants,
  users,
} from '../../../server/db/schema';
import { STALE_HOLDER } from '../../../server/modules/policy-holders/messages';
import { type Caller, callerFor, expectStatus } from '../support/caller';
import type { TestApp } from '../support/testApp';
import { kanbanApp, referredProposal } from './helpers';

const API = '/api/kanban';
const BOARD = '/kanban-api/api/kanban/v1.0';
const ALVORADA = 'Construtora Alvorada Ltda.';
const VALE_DO_SOL = 'Saneamento Vale do Sol Ltda.';

let t: TestApp;
let admin: Caller;
let analista: Caller;
let corretor: Caller;
let otherTenant: Caller;

beforeAll(async () => {
  ({ t, admin, analista, corretor, otherTenant } = await kanbanApp());
});
afterAll(() => t.close());

const holderNamed = async (name: string) => {
  const [row] = await t.db.select().from(policyHolders).where(eq(policyHolders.name, name));
  return row;
};
/** The seeded holder that shares Alvorada's partner (the first of the seed's with a proposal). */
const alvoradaPartnerHolder = async () => {
  const alvorada = await holderNamed(ALVORADA);
  const [partner] = await t.db
    .select()
    .from(partyPartners)
    .where(
      and(eq(partyPartners.name, 'Marcelo Augusto Ferraz'), ne(partyPartners.ownerId, alvorada.id)),
    );
  const [row] = await t.db
    .select()
    .from(policyHolders)
    .where(eq(policyHolders.id, partner.ownerId));
  return row;
};
const cardsWithKey = (openKey: string) =>
  t.db.select().from(kanbanCards).where(eq(kanbanCards.openKey, openKey));
const stepsOf = async (pipeId: number) => {
  const steps = await t.db
    .select()
    .from(kanbanSteps)
    .where(eq(kanbanSteps.pipeId, pipeId))
    .orderBy(asc(kanbanSteps.sortOrder));
  return (name: string) => steps.find((step) => step.name === name)!;
};
const move = (
  caller: Caller,
  card: typeof kanbanCards.$inferSelect,
  stepToId: number,
  extra = {},
) =>
  caller.post(`${BOARD}/steps/${card.stepId}/card-navigation`, {
    cardId: card.id,
    stepToId,
    Version: card.version,
    ...extra,
  });
const activityCoded = async (code: string) => {
  const list = (await admin.get(`${API}/GetBranchActivities`)).data as BranchActivity[];
  return list.find((activity) => activity.Code === code)!;
};

describe('GetBranchActivities', () => {
  it('answers the tenant’s catalogue, restricted ones flagged, created for any tenant', async () => {
    const answer = await admin.get(`${API}/GetBranchActivities`);
    expectStatus(answer, 200);
    const list = answer.data as BranchActivity[];
    expect(list.map((one) => one.Code)).toEqual(defaultBranchActivities.map((one) => one.code));
    expect(list.find((one) => one.Code === '05')).toMatchObject({ IsRestricted: true });
    expect(list.find((one) => one.Code === '41')).toMatchObject({
      Description: 'Construção de edifícios',
      IsRestricted: false,
    });
    const other = await otherTenant.get(`${API}/GetBranchActivities`);
    expectStatus(other, 200);
    const otherIds = (other.data as BranchActivity[]).map((one) => one.Id);
    expect(otherIds).toHaveLength(list.length);
    expect(otherIds.some((id) => list.some((one) => one.Id === id))).toBe(false);
    expectStatus(await corretor.get(`${API}/GetBranchActivities`), 403);
  });
});

describe('the seeded questions', () => {
  it('opened a RAMO_ATIVIDADE card for the restricted holder and two GRUPO_ECONOMICO cards, with owners and priorities', async () => {
    const vale = await holderNamed(VALE_DO_SOL);
    const [branch] = await cardsWithKey(branchActivityKey(vale.id));
    expect(branch).toMatchObject({
      cardType: 'RAMO_ATIVIDADE',
      referenceKind: 'policyHolder',
      referenceId: vale.id,
      priority: 3,
    });
    expect(branch.ownerUserId).not.toBeNull();
    expect(vale.isRestrictedBranchActivity).toBe(true);
    const groups = await t.db
      .select()
      .from(kanbanCards)
      .where(eq(kanbanCards.cardType, 'GRUPO_ECONOMICO'));
    expect(groups.map((card) => card.openKey).sort()).toEqual(
      [economicGroupKey((await alvoradaPartnerHolder()).id), economicGroupKey(vale.id)].sort(),
    );
    expect(groups.every((card) => card.referenceKind === 'proposal')).toBe(true);
  });

  it('the board gives a holder card its holder’s UniqueId as refUniqueId', async () => {
    const vale = await holderNamed(VALE_DO_SOL);
    const [card] = await cardsWithKey(branchActivityKey(vale.id));
    const board = await admin.get(`${BOARD}/pipes/${card.pipeId}/steps/filter`);
    expectStatus(board, 200);
    const cards = (board.body.data as { cards: { id: number; refUniqueId: string }[] }[]).flatMap(
      (step) => step.cards,
    );
    expect(cards.find((one) => one.id === card.id)?.refUniqueId).toBe(vale.uniqueId);
  });
});

describe('the engines open the holder questions once', () => {
  it('a restricted activity the subscription engine refers and a group question, not duplicated on a rerun', async () => {
    const alvorada = await holderNamed(ALVORADA);
    const coal = await activityCoded('05');
    await t.db
      .update(policyHolders)
      .set({ branchActivityId: coal.Id, isRestrictedBranchActivity: true, economicGroupName: null })
      .where(eq(policyHolders.id, alvorada.id));
    const participants = await t.db
      .update(policyHolders)
      .set({ economicGroupHoldingId: null, economicGroupName: null })
      .where(eq(policyHolders.economicGroupHoldingId, alvorada.id))
      .returning();
    await t.db
      .update(modalities)
      .set({ disabledForRestrictiveBranchActivity: true })
      .where(eq(modalities.name, 'Licitante'));

    const proposal = await referredProposal(t, corretor);
    const [branch, ...twin] = await cardsWithKey(branchActivityKey(alvorada.id));
    expect(twin).toEqual([]);
    expect(branch).toMatchObject({
      cardType: 'RAMO_ATIVIDADE',
      referenceKind: 'policyHolder',
      referenceId: alvorada.id,
      document: alvorada.cpfCnpj,
    });
    expect(branch.description).toContain('ramo restritivo');
    const [group] = await cardsWithKey(economicGroupKey(alvorada.id));
    expect(group).toMatchObject({
      cardType: 'GRUPO_ECONOMICO',
      referenceKind: 'proposal',
      referenceId: proposal.Id,
    });
    expect(group.description).toContain('Marcelo Augusto Ferraz');

    const rerun = await admin.post(
      '/api/Proposal/ExecuteAutomaticSubscriptionApprovalValidation',
      undefined,
      { ProposalUniqueId: proposal.UniqueId },
    );
    expectStatus(rerun, 200);
    expect(await cardsWithKey(branchActivityKey(alvorada.id))).toHaveLength(1);
    expect(await cardsWithKey(economicGroupKey(alvorada.id))).toHaveLength(1);
    // the group back as seeded, for the economic-group tests below
    await t.db
      .update(policyHolders)
      .set({ economicGroupName: 'Grupo Alvorada' })
      .where(eq(policyHolders.id, alvorada.id));
    for (const participant of participants) {
      await t.db
        .update(policyHolders)
        .set({ economicGroupHoldingId: alvorada.id, economicGroupName: 'Grupo Alvorada' })
        .where(eq(policyHolders.id, participant.id));
    }
  });
});

describe('branch activity cards', () => {
  const info = (caller: Caller, uniqueId: string) =>
    caller.get(`${API}/GetCardBranchActivityInfo`, { PolicyHolderUniqueId: uniqueId });

  it('GetCardBranchActivityInfo: the holder, its activity, the restriction; 403/404/400', async () => {
    const vale = await holderNamed(VALE_DO_SOL);
    const answer = await info(admin, vale.uniqueId);
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({
      PolicyHolder: { UniqueId: vale.uniqueId, Name: VALE_DO_SOL, Version: vale.version },
      BranchActivity: { Code: '38', IsRestricted: true },
      IsRestrictedBranchActivity: true,
      BranchActivityApprovedAt: null,
    });
    // analista has no Ramo de Atividade pipe; a broker no kanban at all
    expect((await info(analista, vale.uniqueId)).status).toBe(403);
    expectStatus(await info(corretor, vale.uniqueId), 403);
    const foreign = await info(otherTenant, vale.uniqueId);
    expectStatus(foreign, 404);
    expect(foreign.errors).toEqual(['Tomador não encontrado.']);
    const bad = await info(admin, 'nope');
    expectStatus(bad, 400);
    expect(bad.errors.join(' ')).toContain('PolicyHolderUniqueId');
  });

  it('KanbanSaveBranchActivity: saves, opens the card of a restricted activity once, 409 stale, 400 unknown', async () => {
    const teixeira = await holderNamed('Marcos Antônio Teixeira');
    const betting = await activityCoded('92');
    const url = `${API}/KanbanSaveBranchActivity`;
    const body = {
      PolicyHolderUniqueId: teixeira.uniqueId,
      BranchActivityId: betting.Id,
      Version: teixeira.version,
    };
    expectStatus(await analista.post(url, body), 403);
    expectStatus(await otherTenant.post(url, body), 404);
    const missingVersion = await admin.post(url, { ...body, Version: undefined });
    expectStatus(missingVersion, 400);
    expect(missingVersion.errors.join(' ')).toContain('Version');
    const unknown = await admin.post(url, { ...body, BranchActivityId: 999999 });
    expectStatus(unknown, 400);
    expect(unknown.errors.join(' ')).toContain('Ramo de atividade');

    const saved = await admin.post(url, body);
    expectStatus(saved, 200);
    const answer = saved.data as BranchActivityInfo;
    expect(answer).toMatchObject({
      BranchActivity: { Id: betting.Id, IsRestricted: true },
      IsRestrictedBranchActivity: true,
      PolicyHolder: { Version: teixeira.version + 1 },
    });
    expect(answer.History[0].ChangesHistories.map((change) => change.Label)).toContain(
      'Ramo de atividade',
    );
    const [card, ...twin] = await cardsWithKey(branchActivityKey(teixeira.id));
    expect(twin).toEqual([]);
    expect(card).toMatchObject({ cardType: 'RAMO_ATIVIDADE', referenceId: teixeira.id });

    const stale = await admin.post(url, {
      ...body,
      BranchActivityId: (await activityCoded('71')).Id,
    });
    expectStatus(stale, 409);
    expect(stale.errors).toEqual([STALE_HOLDER]);
    const other = await admin.post(url, {
      ...body,
      BranchActivityId: (await activityCoded('05')).Id,
      Version: answer.PolicyHolder.Version,
    });
    expectStatus(other, 200);
    expect(await cardsWithKey(branchActivityKey(teixeira.id))).toHaveLength(1);
  });

  it('approving without an activity is 409; approved, the restriction is cleared for the holder', async () => {
    const horizonte = await holderNamed('Engenharia Horizonte Azul S.A.');
    await t.db
      .update(policyHolders)
      .set({ branchActivityId: null, isRestrictedBranchActivity: true })
      .where(eq(policyHolders.id, horizonte.id));
    const { openBranchActivityCard } =
      await import('../../../server/modules/kanban/activityCards/branchActivity');
    const opened = await openBranchActivityCard(t.db, horizonte, 'Ramo restritivo.');
    const [card] = await t.db.select().from(kanbanCards).where(eq(kanbanCards.id, opened.id));
    const step = await stepsOf(card.pipeId);
    const refused = await move(admin, card, step('Aprovado').id);
    expectStatus(refused, 409);
    expect(refused.body.message).toBe(BRANCH_ACTIVITY_REQUIRED);

    const fresh = await holderNamed('Engenharia Horizonte Azul S.A.');
    const saved = await admin.post(`${API}/KanbanSaveBranchActivity`, {
      PolicyHolderUniqueId: fresh.uniqueId,
      BranchActivityId: (await activityCoded('06')).Id,
      Version: fresh.version,
    });
    expectStatus(saved, 200);
    const approved = await move(admin, card, step('Aprovado').id);
    expectStatus(approved, 200);
    const after = await holderNamed('Engenharia Horizonte Azul S.A.');
    expect(after.isRestrictedBranchActivity).toBe(false);
    expect(after.branchActivityApprovedAt).not.toBeNull();
    expect(after.isBlocked).toBe(false);
    const answer = (
      await admin.get(`${API}/GetCardBranchActivityInfo`, {
        PolicyHolderUniqueId: after.uniqueId,
      })
    ).data as BranchActivityInfo;
    expect(answer.IsRestrictedBranchActivity).toBe(false);
    expect(answer.BranchActivity?.IsRestricted).toBe(true);
    expect(answer.History[0].ChangesHistories.map((change) => change.Field)).toContain(
      'BranchActivityApproved',
    );
  });

  it('refused, the holder is blocked with the justification in its history', async () => {
    const vale = await holderNamed(VALE_DO_SOL);
    const [card] = await cardsWithKey(branchActivityKey(vale.id));
    const step = await stepsOf(card.pipeId);
    const noReason = await move(admin, card, step('Recusado').id);
    expectStatus(noReason, 400);
    const refused = await move(admin, card, step('Recusado').id, {
      justification: 'Atividade fora do apetite.',
    });
    expectStatus(refused, 200);
    const after = await holderNamed(VALE_DO_SOL);
    expect(after.isBlocked).toBe(true);
    const answer = (
      await admin.get(`${API}/GetCardBranchActivityInfo`, {
        PolicyHolderUniqueId: vale.uniqueId,
      })
    ).data as BranchActivityInfo;
    expect(answer.PolicyHolder.IsBlocked).toBe(true);
    const values = answer.History[0].ChangesHistories.map((change) => change.NewValue);
    expect(values).toContain('Ramo de atividade recusado: Atividade fora do apetite.');
  });
});

describe('economic group cards', () => {
  const info = (caller: Caller, query: Record<string, string>) =>
    caller.get(`${API}/GetCardEconomicGroupInfo`, query);
  const serraCard = async () => {
    const serra = await alvoradaPartnerHolder();
    const [card] = await cardsWithKey(economicGroupKey(serra.id));
    return { serra, card };
  };
  const proposalUniqueIdOf = async (card: typeof kanbanCards.$inferSelect) => {
    const board = await admin.get(`${BOARD}/pipes/${card.pipeId}/steps/filter`);
    const cards = (board.body.data as { cards: { id: number; refUniqueId: string }[] }[]).flatMap(
      (step) => step.cards,
    );
    return cards.find((one) => one.id === card.id)!.refUniqueId;
  };

  it('GetCardEconomicGroupInfo: the holder, candidates sharing partners, holding options; 403/404/400', async () => {
    const { serra, card } = await serraCard();
    const proposalUniqueId = await proposalUniqueIdOf(card);
    const answer = await info(analista, { ProposalUniqueId: proposalUniqueId });
    expectStatus(answer, 200);
    const data = answer.data as EconomicGroupInfo;
    expect(data).toMatchObject({
      PolicyHolder: { UniqueId: serra.uniqueId, Name: serra.name },
      ProposalUniqueId: proposalUniqueId,
      EconomicGroupName: null,
      Holding: null,
      Members: [],
    });
    expect(data.Candidates).toEqual([
      expect.objectContaining({
        Name: ALVORADA,
        EconomicGroupName: 'Grupo Alvorada',
        SharedPartners: ['Marcelo Augusto Ferraz'],
      }),
    ]);
    expect(data.HoldingOptions.map((option) => option.Name)).toEqual([ALVORADA]);
    const byHolder = await info(admin, { PolicyHolderUniqueId: serra.uniqueId });
    expectStatus(byHolder, 200);
    expect((byHolder.data as EconomicGroupInfo).ProposalUniqueId).toBeNull();

    expectStatus(
      await corretor.get(`${API}/GetCardEconomicGroupInfo`, { ProposalUniqueId: proposalUniqueId }),
      403,
    );
    const foreign = await info(otherTenant, { ProposalUniqueId: proposalUniqueId });
    expectStatus(foreign, 404);
    expect(foreign.errors).toEqual(['Proposta não encontrada.']);
    const none = await info(admin, {});
    expectStatus(none, 400);
    expect(none.errors.join(' ')).toContain('ProposalUniqueId');
  });

  it('approving before a group is saved is 409; saved and approved, the group stands with its members', async () => {
    const { serra, card } = await serraCard();
    const step = await stepsOf(card.pipeId);
    const early = await move(analista, card, step('Aprovado').id);
    expectStatus(early, 409);
    expect(early.body.message).toBe(ECONOMIC_GROUP_REQUIRED);

    const alvorada = await holderNamed(ALVORADA);
    const url = `${API}/KanbanSaveEconomicGroup`;
    const body = {
      PolicyHolderUniqueId: serra.uniqueId,
      EconomicGroupName: 'Grupo Alvorada',
      HoldingPolicyHolderUniqueId: alvorada.uniqueId,
      Version: serra.version,
    };
    expectStatus(await otherTenant.post(url, body), 404);
    const unnamed = await admin.post(url, { ...body, EconomicGroupName: '' });
    expectStatus(unnamed, 400);
    expect(unnamed.errors.join(' ')).toContain('Grupo econômico');
    const saved = await analista.post(url, body);
    expectStatus(saved, 200);
    const data = saved.data as EconomicGroupInfo;
    expect(data).toMatchObject({
      EconomicGroupName: 'Grupo Alvorada',
      Holding: { UniqueId: alvorada.uniqueId },
      PolicyHolder: { Version: serra.version + 1 },
    });
    expect(data.Members.find((member) => member.IsHolding)?.Name).toBe(ALVORADA);
    expect(data.Members.map((member) => member.Name)).toContain(serra.name);
    expect(data.Members.map((member) => member.Name)).toContain('Alvorada Incorporações Ltda.');
    expect(data.Members.every((member) => typeof member.LimitUsedValue === 'string')).toBe(true);
    const stale = await analista.post(url, body);
    expectStatus(stale, 409);

    const approved = await move(analista, card, step('Aprovado').id);
    expectStatus(approved, 200);
    const [after] = await t.db.select().from(policyHolders).where(eq(policyHolders.id, serra.id));
    expect(after).toMatchObject({
      economicGroupName: 'Grupo Alvorada',
      economicGroupHoldingId: alvorada.id,
    });
  });

  it('a view-only analyst reads but cannot save (403)', async () => {
    const [analistaUser] = await t.db.select().from(users).where(eq(users.login, 'analista'));
    await t.db
      .delete(profileGrants)
      .where(
        and(
          eq(profileGrants.profileId, analistaUser.profileId),
          eq(profileGrants.functionalityId, Functionality.CREDITO),
        ),
      );
    const viewer = await callerFor(t.app, 'analista');
    const vale = await holderNamed(VALE_DO_SOL);
    expectStatus(
      await viewer.get(`${API}/GetCardEconomicGroupInfo`, { PolicyHolderUniqueId: vale.uniqueId }),
      200,
    );
    const refused = await viewer.post(`${API}/KanbanSaveEconomicGroup`, {
      PolicyHolderUniqueId: vale.uniqueId,
      EconomicGroupName: 'Grupo Sol',
      HoldingPolicyHolderUniqueId: null,
      Version: vale.version,
    });
    expectStatus(refused, 403);
  });

  it('refused, the saved group is cleared with the justification in the history', async () => {
    const vale = await holderNamed(VALE_DO_SOL);
    const [card] = await cardsWithKey(economicGroupKey(vale.id));
    const horizonte = await holderNamed('Engenharia Horizonte Azul S.A.');
    const saved = await admin.post(`${API}/KanbanSaveEconomicGroup`, {
      PolicyHolderUniqueId: vale.uniqueId,
      EconomicGroupName: 'Grupo Nunes',
      HoldingPolicyHolderUniqueId: horizonte.uniqueId,
      Version: vale.version,
    });
    expectStatus(saved, 200);
    const step = await stepsOf(card.pipeId);
    const refused = await move(admin, card, step('Recusado').id, {
      justification: 'Sócio em comum só por coincidência.',
    });
    expectStatus(refused, 200);
    const after = await holderNamed(VALE_DO_SOL);
    expect(after).toMatchObject({ economicGroupName: null, economicGroupHoldingId: null });
    const answer = (
      await admin.get(`${API}/GetCardEconomicGroupInfo`, {
        PolicyHolderUniqueId: vale.uniqueId,
      })
    ).data as EconomicGroupInfo;
    expect(answer.History[0].ChangesHistories.map((change) => change.NewValue)).toContain(
      'Grupo econômico recusado: Sócio em comum só por coincidência.',
    );
  });
});

describe('the catalogue belongs to the tenant', () => {
  it('an activity of another tenant cannot be saved (400)', async () => {
    const [foreign] = await t.db
      .select()
      .from(branchActivities)
      .where(eq(branchActivities.code, '41'))
      .orderBy(asc(branchActivities.id))
      .then((rows) => rows.slice(-1));
    const alvorada = await holderNamed(ALVORADA);
    const answer = await admin.post(`${API}/KanbanSaveBranchActivity`, {
      PolicyHolderUniqueId: alvorada.uniqueId,
      BranchActivityId: foreign.id,
      Version: alvorada.version,
    });
    expectStatus(answer, 400);
  });
});
