import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KanbanStepCards } from '../../../domain/contracts/kanban';
import type {
  NominationCardInfo,
  RequestLimitCardInfo,
} from '../../../domain/contracts/kanbanHolderCards';
import {
  kanbanCardMovements,
  kanbanCards,
  kanbanPipes,
  kanbanSteps,
  policyHolderLimitReviews,
  policyHolderNominations,
  policyHolders,
} from '../../../server/db/schema';
import { addHolder, brokerByName, PRIME, uploadPdf } from '../documents/support';
import { type Caller, expectStatus } from '../support/caller';
import type { TestApp } from '../support/testApp';
import { kanbanApp } from './helpers';

const KANBAN = '/kanban-api/api/kanban/v1.0';
const NOMINATION_INFO = '/api/kanban/GetCardPolicyHolderNomeationRequestInfo';
const LIMIT_INFO = '/api/kanban/GetCardRequestLimitInfo';

let t: TestApp;
let admin: Caller;
let analista: Caller;
let corretor: Caller;
let otherTenant: Caller;
let companyId: number;
let primeId: number;

beforeAll(async () => {
  ({ t, admin, analista, corretor, otherTenant, companyId } = await kanbanApp());
  primeId = (await brokerByName(t.db, companyId, PRIME)).id;
});
afterAll(() => t.close());

const cardsWithKey = (openKey: string) =>
  t.db
    .select()
    .from(kanbanCards)
    .where(and(eq(kanbanCards.companyId, companyId), eq(kanbanCards.openKey, openKey)));

const cardById = async (id: number) =>
  (await t.db.select().from(kanbanCards).where(eq(kanbanCards.id, id)))[0];

const stepsOfPipe = async (pipeId: number) => {
  const steps = await t.db
    .select()
    .from(kanbanSteps)
    .where(eq(kanbanSteps.pipeId, pipeId))
    .orderBy(asc(kanbanSteps.sortOrder));
  return (kind: string) => steps.find((step) => step.kind === kind)!;
};

const move = async (
  caller: Caller,
  cardId: number,
  to: 'trabalho' | 'aprovado' | 'recusado',
  justification?: string,
) => {
  const card = await cardById(cardId);
  const step = await stepsOfPipe(card.pipeId);
  return caller.post(`${KANBAN}/steps/${card.stepId}/card-navigation`, {
    cardId,
    stepToId: step(to).id,
    Version: card.version,
    ...(justification !== undefined && { justification }),
  });
};

const holderNamed = async (name: string) =>
  (
    await t.db
      .select()
      .from(policyHolders)
      .where(and(eq(policyHolders.companyId, companyId), eq(policyHolders.name, name)))
  )[0];

const requestNomination = (holderUniqueId: string) =>
  corretor.post('/api/PolicyHolder/RegisterPolicyHolderNomeationRequest', {
    PolicyHolderUniqueId: holderUniqueId,
  });

const nominationOf = async (holderId: number) =>
  (
    await t.db
      .select()
      .from(policyHolderNominations)
      .where(
        and(
          eq(policyHolderNominations.policyHolderId, holderId),
          eq(policyHolderNominations.brokerId, primeId),
        ),
      )
  )[0];

describe('nomination cards (NOMEACAO_TOMADOR)', () => {
  it('a broker’s request opens one card; the card data answers the holder, broker and status', async () => {
    const holder = await holderNamed('Engenharia Horizonte Azul S.A.');
    expectStatus(await requestNomination(holder.uniqueId), 200);
    const nomination = await nominationOf(holder.id);
    const [card] = await cardsWithKey(`nomination:${nomination.id}`);
    expect(card).toMatchObject({
      cardType: 'NOMEACAO_TOMADOR',
      referenceKind: 'nomination',
      referenceId: nomination.id,
      document: holder.cpfCnpj,
    });
    const [pipe] = await t.db.select().from(kanbanPipes).where(eq(kanbanPipes.id, card.pipeId));
    expect(pipe.analysisType).toBe('NOMEACAO');
    // asking again while pending is refused and opens nothing
    expectStatus(await requestNomination(holder.uniqueId), 409);
    expect(await cardsWithKey(`nomination:${nomination.id}`)).toHaveLength(1);

    // the board gives the nomination's UniqueId as the card's RefUniqueId
    const board = await admin.get(`${KANBAN}/pipes/${card.pipeId}/${holder.cpfCnpj}/steps/filter`);
    expectStatus(board, 200);
    const onBoard = (board.body.data as KanbanStepCards[]).flatMap((step) => step.cards);
    expect(onBoard.find((one) => one.id === card.id)?.refUniqueId).toBe(nomination.uniqueId);

    const info = await admin.get(NOMINATION_INFO, {
      NomeationRequestUniqueId: nomination.uniqueId,
    });
    expectStatus(info, 200);
    expect(info.data as NominationCardInfo).toMatchObject({
      NomeationRequestUniqueId: nomination.uniqueId,
      Status: 'pending',
      StatusLabel: 'Pendente',
      PolicyHolder: { UniqueId: holder.uniqueId, Name: holder.name },
      Broker: { Name: PRIME },
      Letter: null,
      DecidedAt: null,
    });
    expect((info.data as NominationCardInfo).RequestedByName).toBeTruthy();

    // approving the card nominates the broker: it now sees the holder
    expectStatus(
      await corretor.get('/api/PolicyHolder/GetPolicyHolder', { UniqueId: holder.uniqueId }),
      404,
    );
    expectStatus(await move(admin, card.id, 'aprovado'), 200);
    expect((await nominationOf(holder.id)).status).toBe('approved');
    expect((await cardById(card.id)).openKey).toBeNull();
    expectStatus(
      await corretor.get('/api/PolicyHolder/GetPolicyHolder', { UniqueId: holder.uniqueId }),
      200,
    );
  });

  it('refusing needs the justification and rejects the nomination; a decision made elsewhere first answers 409', async () => {
    const holder = await holderNamed('Saneamento Vale do Sol Ltda.');
    expectStatus(await requestNomination(holder.uniqueId), 200);
    const nomination = await nominationOf(holder.id);
    const [card] = await cardsWithKey(`nomination:${nomination.id}`);
    const missing = await move(admin, card.id, 'recusado');
    expectStatus(missing, 400);
    expectStatus(await move(admin, card.id, 'recusado', 'Carta de nomeação sem assinatura.'), 200);
    expect((await nominationOf(holder.id)).status).toBe('rejected');

    // asked again: a new card; decided behind the board's back, the move is refused with why
    expectStatus(await requestNomination(holder.uniqueId), 200);
    const [again] = await cardsWithKey(`nomination:${nomination.id}`);
    expect(again.id).not.toBe(card.id);
    await t.db
      .update(policyHolderNominations)
      .set({ status: 'approved' })
      .where(eq(policyHolderNominations.id, nomination.id));
    const refused = await move(admin, again.id, 'aprovado');
    expectStatus(refused, 409);
    expect(refused.body.message).toBe(
      'Esta solicitação de nomeação já foi decidida fora do quadro (Aprovada).',
    );
    expect((await cardById(again.id)).stepId).toBe(again.stepId);
  });

  it('deciding through DecidePolicyHolderNomeationRequest closes the card with a system move', async () => {
    const holder = await holderNamed('Marcos Antônio Teixeira');
    const nomination = await nominationOf(holder.id);
    const [card] = await cardsWithKey(`nomination:${nomination.id}`);
    expect(card, 'the seed opens the pending nomination’s card').toBeDefined();
    const decided = await admin.post('/api/PolicyHolder/DecidePolicyHolderNomeationRequest', {
      NominationUniqueId: nomination.uniqueId,
      Approved: false,
      Justification: 'Documentação incompleta.',
    });
    expectStatus(decided, 200);
    const closed = await cardById(card.id);
    const step = await stepsOfPipe(card.pipeId);
    expect(closed).toMatchObject({ openKey: null, stepId: step('recusado').id });
    const [last] = await t.db
      .select()
      .from(kanbanCardMovements)
      .where(eq(kanbanCardMovements.cardId, card.id))
      .orderBy(asc(kanbanCardMovements.id))
      .then((rows) => rows.slice(-1));
    expect(last).toMatchObject({
      fromStepId: card.stepId,
      toStepId: step('recusado').id,
      userId: null,
    });
  });

  it('the card data: 403 without the pipe, 404 for another tenant, 400 naming the field', async () => {
    const holder = await holderNamed('Marcos Antônio Teixeira');
    const nomination = await nominationOf(holder.id);
    const query = { NomeationRequestUniqueId: nomination.uniqueId };
    expectStatus(await analista.get(NOMINATION_INFO, query), 403);
    expectStatus(await corretor.get(NOMINATION_INFO, query), 403);
    const foreign = await otherTenant.get(NOMINATION_INFO, query);
    expectStatus(foreign, 404);
    expect(foreign.errors).toEqual(['Solicitação de nomeação não encontrada.']);
    const bad = await admin.get(NOMINATION_INFO, { NomeationRequestUniqueId: 'x' });
    expectStatus(bad, 400);
    expect(bad.errors.join(' ')).toContain('NomeationRequestUniqueId');
  });
});

/** A holder of Prime with a limit and a limit document holding a file (the holder's request). */
const holderAskingForLimit = async () => {
  const holder = await addHolder(t.db, companyId, `Tomador Limite ${Date.now()}`, primeId);
  await t.db
    .update(policyHolders)
    .set({ limitValue: '1000000.00', baseRate: '1.2000', riskClass: 'C' })
    .where(eq(policyHolders.id, holder.id));
  const created = await admin.post('/api/PolicyHolder/CreateRequestDocument', {
    PolicyHolderUniqueId: holder.uniqueId,
    Name: 'DRE 2025',
    IsLimitDocument: true,
  });
  expectStatus(created, 200);
  const archive = await uploadPdf(t.app, corretor.token, 'dre.pdf');
  const uploaded = await corretor.post('/api/PolicyHolder/UploadRequestLimitsDocument', {
    RequestDocumentUniqueId: created.data.UniqueId,
    ArchiveUniqueIds: [archive],
  });
  expectStatus(uploaded, 200);
  return { holder, document: uploaded.data as { UniqueId: string; Version: number } };
};

const reviewsOf = (holderId: number) =>
  t.db
    .select()
    .from(policyHolderLimitReviews)
    .where(eq(policyHolderLimitReviews.policyHolderId, holderId));

describe('limit-review cards (REQUEST_LIMIT)', () => {
  it('the limit documents open one review and one card; the analyst reviews, proposes and approves', async () => {
    const { holder, document } = await holderAskingForLimit();
    expectStatus(
      await corretor.post('/api/PolicyHolder/sendRequestToAnalysis', {
        PolicyHolderUniqueId: holder.uniqueId,
      }),
      200,
    );
    const reviews = await reviewsOf(holder.id);
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({
      status: 'pending',
      currentLimitValue: '1000000.00',
      currentBaseRate: '1.2000',
    });
    const cards = await cardsWithKey(`limit-review:${holder.id}`);
    expect(cards).toHaveLength(1);
    const [card] = cards;
    expect(card).toMatchObject({ cardType: 'REQUEST_LIMIT', referenceKind: 'limitReview' });
    const ref = { RequestLimitUniqueId: reviews[0].uniqueId };

    const info = await analista.get(LIMIT_INFO, ref);
    expectStatus(info, 200);
    const read = info.data as RequestLimitCardInfo;
    expect(read).toMatchObject({
      Status: 'pending',
      PolicyHolder: { UniqueId: holder.uniqueId, LimitValue: '1000000.00', RiskClass: 'C' },
      ProposedLimitValue: null,
      Observations: [],
    });
    expect(read.PolicyHolder.SentToAnalysisAt).not.toBeNull();
    expect(read.RequestDocuments.map((one) => [one.Name, one.Status])).toEqual([
      ['DRE 2025', 'Aguardando_Analise'],
    ]);
    const byHolder = await analista.get(LIMIT_INFO, { PolicyHolderUniqueId: holder.uniqueId });
    expect(byHolder.data.RequestLimitUniqueId).toBe(reviews[0].uniqueId);

    // documents: the note is required to refuse, the Version must be current
    const STATUS = '/api/kanban/KanbanRequestLimitChangeStatusRequestDocument';
    const current = read.RequestDocuments[0];
    const noNote = await analista.post(STATUS, {
      RequestDocumentUniqueId: current.UniqueId,
      Status: 'Reprovado',
      Version: current.Version,
    });
    expectStatus(noNote, 400);
    expect(noNote.errors).toEqual([
      'Motivo da reprovação: informe por que o documento foi reprovado.',
    ]);
    const stale = await analista.post(STATUS, {
      RequestDocumentUniqueId: current.UniqueId,
      Status: 'Conforme',
      Version: current.Version - 1,
    });
    expectStatus(stale, 409);
    const noVersion = await analista.post(STATUS, {
      RequestDocumentUniqueId: current.UniqueId,
      Status: 'Conforme',
    });
    expectStatus(noVersion, 400);
    expect(noVersion.errors.join(' ')).toContain('Version');
    const conforme = await analista.post(STATUS, {
      RequestDocumentUniqueId: current.UniqueId,
      Status: 'Conforme',
      Version: current.Version,
    });
    expectStatus(conforme, 200);
    expect(conforme.data.Status).toBe('Conforme');
    expect(document.UniqueId).toBe(current.UniqueId);

    // observations
    const OBSERVATION = '/api/policyHolder/CreatePolicyHolderRequestLimitObservation';
    const empty = await analista.post(OBSERVATION, { ...ref, Observation: '  ' });
    expectStatus(empty, 400);
    expect(empty.errors).toEqual(['Observação: escreva o texto da observação.']);
    const noted = await analista.post(OBSERVATION, { ...ref, Observation: 'DRE conferida.' });
    expectStatus(noted, 200);
    expect(noted.data).toMatchObject([{ Text: 'DRE conferida.' }]);

    // approving without a proposal is refused with why
    const early = await move(analista, card.id, 'aprovado');
    expectStatus(early, 409);
    expect(early.body.message).toBe('Informe o novo limite e a taxa antes de aprovar.');

    const PROPOSAL = '/api/kanban/UpdateRequestLimitProposal';
    const badValues = await analista.post(PROPOSAL, {
      ...ref,
      ProposedLimitValue: '-5',
      ProposedBaseRate: '150',
      Version: read.Version,
    });
    expectStatus(badValues, 400);
    expect(badValues.errors.join(' ')).toMatch(/Novo limite: .*Nova taxa: /);
    const staleProposal = await analista.post(PROPOSAL, {
      ...ref,
      ProposedLimitValue: '1.500.000,00',
      ProposedBaseRate: '1,5',
      Version: read.Version + 1,
    });
    expectStatus(staleProposal, 409);
    const proposed = await analista.post(PROPOSAL, {
      ...ref,
      ProposedLimitValue: '1.500.000,00',
      ProposedBaseRate: '1,5',
      Version: read.Version,
    });
    expectStatus(proposed, 200);
    expect(proposed.data).toMatchObject({
      ProposedLimitValue: '1500000.00',
      ProposedBaseRate: '1.5000',
      Version: read.Version + 1,
    });

    expectStatus(await move(analista, card.id, 'aprovado'), 200);
    const [after] = await t.db.select().from(policyHolders).where(eq(policyHolders.id, holder.id));
    expect(after).toMatchObject({
      limitValue: '1500000.00',
      baseRate: '1.5000',
      sentToAnalysisAt: null,
    });
    expect(after.limitsCalculatedAt).not.toBeNull();
    expect((await reviewsOf(holder.id))[0].status).toBe('approved');
    const late = await analista.post(PROPOSAL, {
      ...ref,
      ProposedLimitValue: '1',
      ProposedBaseRate: '1',
      Version: read.Version + 2,
    });
    expectStatus(late, 409);
  });

  it('refusing the seeded review keeps the limit and clears the wait on analysis', async () => {
    const [card] = await t.db
      .select()
      .from(kanbanCards)
      .where(
        and(
          eq(kanbanCards.companyId, companyId),
          eq(kanbanCards.cardType, 'REQUEST_LIMIT'),
          isNull(kanbanCards.ownerUserId),
        ),
      )
      .limit(1);
    const [review] = await t.db
      .select()
      .from(policyHolderLimitReviews)
      .where(eq(policyHolderLimitReviews.id, card.referenceId));
    const [before] = await t.db
      .select()
      .from(policyHolders)
      .where(eq(policyHolders.id, review.policyHolderId));
    expectStatus(await move(admin, card.id, 'recusado', 'Faltam as demonstrações auditadas.'), 200);
    const [after] = await t.db
      .select()
      .from(policyHolders)
      .where(eq(policyHolders.id, review.policyHolderId));
    expect(after).toMatchObject({ limitValue: before.limitValue, sentToAnalysisAt: null });
    const [decided] = await t.db
      .select()
      .from(policyHolderLimitReviews)
      .where(eq(policyHolderLimitReviews.id, review.id));
    expect(decided).toMatchObject({
      status: 'refused',
      justification: 'Faltam as demonstrações auditadas.',
    });
  });

  it('the card data and actions: 403 without the pipe, 404 for another tenant, 400 naming the field', async () => {
    const [review] = await t.db.select().from(policyHolderLimitReviews).limit(1);
    const ref = { RequestLimitUniqueId: review.uniqueId };
    expectStatus(await corretor.get(LIMIT_INFO, ref), 403);
    const foreign = await otherTenant.get(LIMIT_INFO, ref);
    expectStatus(foreign, 404);
    expect(foreign.errors).toEqual(['Revisão de limite não encontrada.']);
    const missing = await admin.get(LIMIT_INFO);
    expectStatus(missing, 400);
    expect(missing.errors.join(' ')).toContain('RequestLimitUniqueId');
    const foreignWrite = await otherTenant.post(
      '/api/policyHolder/CreatePolicyHolderRequestLimitObservation',
      { ...ref, Observation: 'Olá' },
    );
    expectStatus(foreignWrite, 404);
    expectStatus(
      await corretor.post('/api/kanban/UpdateRequestLimitProposal', {
        ...ref,
        ProposedLimitValue: '1',
        ProposedBaseRate: '1',
        Version: 1,
      }),
      403,
    );
  });
});
