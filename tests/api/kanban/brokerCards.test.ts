import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardBrokerInfo } from '../../../domain/contracts/kanbanBrokerCards';
import type { RequestDocument } from '../../../domain/requestDocuments';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { cnpjWithCheckDigits, cpfWithCheckDigits } from '../../../server/db/seed/documentNumbers';
import {
  brokerPartners,
  brokers,
  kanbanCardMovements,
  kanbanCards,
  kanbanPipes,
  kanbanSteps,
  mailOutbox,
  requestDocuments,
} from '../../../server/db/schema';
import { openBrokerDocumentationCard } from '../../../server/modules/kanban/brokerCards/openBrokerCards';
import { type Caller, expectStatus } from '../support/caller';
import type { TestApp } from '../support/testApp';
import { kanbanApp } from './helpers';
import { brokerByName, HORIZONTE, PRIME, uploadPdf } from '../documents/support';

const ATLANTICA = 'Atlântica Corretora de Seguros Ltda.';
const LITORAL = 'Litoral Sul Corretora de Seguros Ltda.';
const KANBAN = '/kanban-api/api/kanban/v1.0';

let t: TestApp;
let admin: Caller;
let analista: Caller;
let corretor: Caller;
let otherTenant: Caller;
let companyId: number;

beforeAll(async () => {
  ({ t, admin, analista, corretor, otherTenant, companyId } = await kanbanApp());
});
afterAll(() => t.close());

const broker = (name: string) => brokerByName(t.db, companyId, name);

const cardsOf = (brokerId: number) =>
  t.db
    .select({ card: kanbanCards, pipe: kanbanPipes.analysisType })
    .from(kanbanCards)
    .innerJoin(kanbanPipes, eq(kanbanPipes.id, kanbanCards.pipeId))
    .where(and(eq(kanbanCards.referenceKind, 'broker'), eq(kanbanCards.referenceId, brokerId)))
    .orderBy(asc(kanbanCards.id));

const openCardOf = async (brokerId: number, cardType: string) =>
  (await cardsOf(brokerId)).find(
    (entry) => entry.card.cardType === cardType && entry.card.openKey !== null,
  )!.card;

const stepOf = async (pipeId: number, name: string) => {
  const [step] = await t.db
    .select()
    .from(kanbanSteps)
    .where(and(eq(kanbanSteps.pipeId, pipeId), eq(kanbanSteps.name, name)));
  return step;
};

const decide = async (
  caller: Caller,
  cardId: number,
  verdict: 'Aprovado' | 'Recusado',
  justification?: string,
) => {
  const [card] = await t.db.select().from(kanbanCards).where(eq(kanbanCards.id, cardId));
  const to = await stepOf(card.pipeId, verdict);
  return caller.post(`${KANBAN}/steps/${card.stepId}/card-navigation`, {
    cardId,
    stepToId: to.id,
    Version: card.version,
    ...(justification ? { justification } : {}),
  });
};

const info = (caller: Caller, uniqueId: string) =>
  caller.get('/api/kanban/GetCardBrokerInfo', { BrokerUniqueId: uniqueId });

describe('broker cards opened by events', () => {
  it('seeds the demo cards: Atlântica and Prime in Documentação, Horizonte PEP in Conformidade', async () => {
    const atlantica = await broker(ATLANTICA);
    const [documentation] = await cardsOf(atlantica.id);
    expect(documentation.pipe).toBe('DOCUMENTACAO_CORRETORA');
    expect(documentation.card).toMatchObject({
      cardType: 'ANALISE_DOCUMENTACAO_CORRETORA',
      document: atlantica.cnpj,
      openKey: `broker:${atlantica.id}:documentacao`,
    });
    expect(documentation.card.ownerUserId).not.toBeNull();
    const horizonte = await broker(HORIZONTE);
    const pep = await openCardOf(horizonte.id, 'CORRETORA_PEP');
    expect(pep.priority).toBe(4);
  });

  it('opens a documentation card for a self-registration awaiting analysis', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Broker/InsertBroker',
      headers: { companykey: DEMO_COMPANY_KEY },
      payload: {
        Name: 'Corretora Kanban Teste Ltda.',
        Cnpj: cnpjWithCheckDigits('775266570001'),
        SusepCode: '10.009.12345',
        Email: 'contato@kanbanteste.com.br',
        Phone: '(11) 3333-4444',
        User: {
          Name: 'Renata Lima Souza',
          Cpf: cpfWithCheckDigits('390533447'),
          Email: 'renata@kanbanteste.com.br',
          Phone: '(11) 98888-7777',
          Login: 'renata.kanban',
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { BrokerId } = response.json().Response as { BrokerId: number };
    const cards = await cardsOf(BrokerId);
    expect(cards).toHaveLength(1);
    expect(cards[0].card).toMatchObject({
      cardType: 'ANALISE_DOCUMENTACAO_CORRETORA',
      description: 'Autocadastro da corretora aguardando análise da documentação.',
    });
    const movements = await t.db
      .select()
      .from(kanbanCardMovements)
      .where(eq(kanbanCardMovements.cardId, cards[0].card.id));
    expect(movements).toHaveLength(1);
  });

  it('documents the broker sends to review go to its open documentation card, never a twin', async () => {
    const prime = await broker(PRIME);
    const before = (await cardsOf(prime.id)).filter(
      (entry) => entry.card.cardType === 'ANALISE_DOCUMENTACAO_CORRETORA',
    );
    expect(before).toHaveLength(1);
    for (const name of ['Alvará', 'Comprovante de endereço']) {
      const requested = await admin.post('/api/kanban/KanbanBrokerRequestDocument', {
        BrokerUniqueId: prime.uniqueId,
        Name: name,
      });
      expectStatus(requested, 200);
      const archive = await uploadPdf(t.app, corretor.token);
      expectStatus(
        await corretor.post('/api/Broker/UploadBrokerRequestDocumentArchive', {
          RequestDocumentUniqueId: (requested.data as RequestDocument).UniqueId,
          ArchiveUniqueIds: [archive],
        }),
        200,
      );
      expectStatus(await corretor.post('/api/Broker/SubmitDocumentToReview', {}), 200);
    }
    const after = (await cardsOf(prime.id)).filter(
      (entry) => entry.card.cardType === 'ANALISE_DOCUMENTACAO_CORRETORA',
    );
    expect(after.map((entry) => entry.card.id)).toEqual(before.map((entry) => entry.card.id));
    expect(after[0].card.description).toBe('A corretora enviou documentos para análise.');
  });

  it('new partners of an active broker open one compliance card; a PEP partner keeps its flag', async () => {
    const horizonte = await broker(HORIZONTE);
    const detail = (
      await admin.get('/api/Broker/GetBroker', { brokerUniqueId: horizonte.uniqueId })
    ).data as {
      Socios: { Name: string; Cpf: string; ParticipationPercentage: string }[];
      Version: number;
      Email: string;
      Phone: string;
      Name: string;
    };
    const body = (socios: typeof detail.Socios, version: number) => ({
      BrokerUniqueId: horizonte.uniqueId,
      Name: detail.Name,
      Email: detail.Email,
      Phone: detail.Phone,
      Socios: socios,
      Version: version,
    });
    const first = await admin.put(
      '/api/Broker/UpdateBroker',
      body(detail.Socios.slice(0, 1), detail.Version),
    );
    expectStatus(first, 200);
    const [kept] = await t.db
      .select()
      .from(brokerPartners)
      .where(eq(brokerPartners.brokerId, horizonte.id));
    expect(kept.isPoliticallyExposed).toBe(true);
    const pepCards = (await cardsOf(horizonte.id)).filter(
      (entry) => entry.card.cardType === 'CORRETORA_PEP',
    );
    expect(pepCards).toHaveLength(1);
    expectStatus(
      await admin.put(
        '/api/Broker/UpdateBroker',
        body(detail.Socios, (first.data as { Version: number }).Version),
      ),
      200,
    );
    expect(
      (await cardsOf(horizonte.id)).filter((entry) => entry.card.cardType === 'CORRETORA_PEP'),
    ).toHaveLength(1);
  });
});

describe('GET /api/kanban/GetCardBrokerInfo', () => {
  it('answers the broker, its flags, partners (PEP marked), documents and history', async () => {
    const horizonte = await broker(HORIZONTE);
    const answer = await info(admin, horizonte.uniqueId);
    expectStatus(answer, 200);
    const data = answer.data as CardBrokerInfo;
    expect(data.Broker).toMatchObject({
      UniqueId: horizonte.uniqueId,
      Cnpj: horizonte.cnpj,
      SusepCode: horizonte.susepCode,
      RegistrationStatus: 'active',
      IsBlocked: false,
    });
    expect(
      data.Partners.find((partner) => partner.Name === 'Marcelo Antunes Vieira'),
    ).toMatchObject({
      IsPoliticallyExposed: true,
    });
    expect(data.RequestDocuments.map((document) => document.Name)).toContain('Certidão SUSEP');
    expect(Array.isArray(data.DeletedRequestDocuments)).toBe(true);
    expect(Array.isArray(data.TimelineHistory)).toBe(true);
  });

  it('refuses who does not see the pipes (403), another tenant (404), a broker without card (404)', async () => {
    const horizonte = await broker(HORIZONTE);
    expect((await info(analista, horizonte.uniqueId)).status).toBe(403);
    expect((await info(corretor, horizonte.uniqueId)).status).toBe(403);
    expect((await info(otherTenant, horizonte.uniqueId)).status).toBe(404);
    expect((await info(admin, 'nao-e-um-id')).status).toBe(404);
    const litoral = await broker(LITORAL);
    const none = await info(admin, litoral.uniqueId);
    expect(none.status).toBe(404);
    expect(none.errors).toEqual(['Esta corretora não tem card nas esteiras.']);
    const missing = await admin.get('/api/kanban/GetCardBrokerInfo');
    expect(missing.status).toBe(400);
    expect(missing.errors.join(' ')).toContain('BrokerUniqueId');
  });
});

describe('broker document actions', () => {
  it('requests a document (Pendente); a blank name is 400 naming the field; analysts of other pipes 403', async () => {
    const atlantica = await broker(ATLANTICA);
    const created = await admin.post('/api/kanban/KanbanBrokerRequestDocument', {
      BrokerUniqueId: atlantica.uniqueId,
      Name: 'Certidão SUSEP',
      Description: 'Emitida nos últimos 90 dias',
    });
    expectStatus(created, 200);
    expect(created.data).toMatchObject({ Name: 'Certidão SUSEP', Status: 'Pendente' });
    const blank = await admin.post('/api/kanban/KanbanBrokerRequestDocument', {
      BrokerUniqueId: atlantica.uniqueId,
      Name: ' ',
    });
    expect(blank.status).toBe(400);
    expect(blank.errors).toEqual(['Nome do documento: informe o nome.']);
    const refused = await analista.post('/api/kanban/KanbanBrokerRequestDocument', {
      BrokerUniqueId: atlantica.uniqueId,
      Name: 'Outro',
    });
    expect(refused.status).toBe(403);
    const foreign = await otherTenant.post('/api/kanban/KanbanBrokerRequestDocument', {
      BrokerUniqueId: atlantica.uniqueId,
      Name: 'Outro',
    });
    expect(foreign.status).toBe(404);
  });

  it('changes a document to Reprovado with the note; stale Version 409; no note 400', async () => {
    const horizonte = await broker(HORIZONTE);
    const requested = (
      await admin.post('/api/kanban/KanbanBrokerRequestDocument', {
        BrokerUniqueId: horizonte.uniqueId,
        Name: 'Declaração PEP',
      })
    ).data as RequestDocument;
    const archive = await uploadPdf(t.app, admin.token);
    const uploaded = await admin.post('/api/Broker/UploadBrokerRequestDocumentArchiveByInsurer', {
      RequestDocumentUniqueId: requested.UniqueId,
      ArchiveUniqueIds: [archive],
    });
    expectStatus(uploaded, 200);
    const version = (uploaded.data as RequestDocument).Version;
    const noNote = await admin.post('/api/kanban/KanbanBrokerChangeStatusRequestDocument', {
      RequestDocumentUniqueId: requested.UniqueId,
      Status: 'Reprovado',
      Version: version,
    });
    expect(noNote.status).toBe(400);
    const stale = await admin.post('/api/kanban/KanbanBrokerChangeStatusRequestDocument', {
      RequestDocumentUniqueId: requested.UniqueId,
      Status: 'Conforme',
      Version: version - 1,
    });
    expect(stale.status).toBe(409);
    const refused = await admin.post('/api/kanban/KanbanBrokerChangeStatusRequestDocument', {
      RequestDocumentUniqueId: requested.UniqueId,
      Status: 'Reprovado',
      ReviewNote: 'Sem assinatura.',
      Version: version,
    });
    expectStatus(refused, 200);
    expect(refused.data).toMatchObject({ Status: 'Reprovado', ReviewNote: 'Sem assinatura.' });
    const noVersion = await admin.post('/api/kanban/KanbanBrokerChangeStatusRequestDocument', {
      RequestDocumentUniqueId: requested.UniqueId,
      Status: 'Conforme',
    });
    expect(noVersion.status).toBe(400);
    expect(noVersion.errors.join(' ')).toContain('Version');
  });

  it('deletes a document softly (then listed as deleted); stale Version 409; unknown 404', async () => {
    const atlantica = await broker(ATLANTICA);
    const requested = (
      await admin.post('/api/kanban/KanbanBrokerRequestDocument', {
        BrokerUniqueId: atlantica.uniqueId,
        Name: 'Documento a excluir',
      })
    ).data as RequestDocument;
    const stale = await admin.post('/api/kanban/KanbanBrokerDeleteRequestDocument', {
      RequestDocumentUniqueId: requested.UniqueId,
      Version: requested.Version + 1,
    });
    expect(stale.status).toBe(409);
    expectStatus(
      await admin.post('/api/kanban/KanbanBrokerDeleteRequestDocument', {
        RequestDocumentUniqueId: requested.UniqueId,
        Version: requested.Version,
      }),
      200,
    );
    const data = (await info(admin, atlantica.uniqueId)).data as CardBrokerInfo;
    expect(data.DeletedRequestDocuments.map((document) => document.UniqueId)).toContain(
      requested.UniqueId,
    );
    expect(data.RequestDocuments.map((document) => document.UniqueId)).not.toContain(
      requested.UniqueId,
    );
    const unknown = await admin.post('/api/kanban/KanbanBrokerDeleteRequestDocument', {
      RequestDocumentUniqueId: '00000000-0000-4000-8000-000000000000',
      Version: 1,
    });
    expect(unknown.status).toBe(404);
  });

  it('sends the pending documents to the broker: e-mail in the outbox, card to Pendente corretor', async () => {
    const horizonte = await broker(HORIZONTE);
    const card = await openCardOf(horizonte.id, 'CORRETORA_PEP');
    const stale = await admin.post('/api/kanban/KanbanBrokerRequestDocumentsSendToBroker', {
      BrokerUniqueId: horizonte.uniqueId,
      CardId: card.id,
      Version: card.version + 5,
    });
    expect(stale.status).toBe(409);
    const sent = await admin.post('/api/kanban/KanbanBrokerRequestDocumentsSendToBroker', {
      BrokerUniqueId: horizonte.uniqueId,
      CardId: card.id,
      Version: card.version,
    });
    expectStatus(sent, 200);
    const pendente = await stepOf(card.pipeId, 'Pendente corretor');
    expect(sent.data).toMatchObject({
      CardId: card.id,
      StepId: pendente.id,
      Email: horizonte.email,
    });
    const [moved] = await t.db.select().from(kanbanCards).where(eq(kanbanCards.id, card.id));
    expect(moved.stepId).toBe(pendente.id);
    const movements = await t.db
      .select()
      .from(kanbanCardMovements)
      .where(and(eq(kanbanCardMovements.cardId, card.id), isNotNull(kanbanCardMovements.userId)));
    expect(movements.at(-1)).toMatchObject({ fromStepId: card.stepId, toStepId: pendente.id });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, horizonte.email!));
    expect(mails.at(-1)?.text).toContain('Cartão CNPJ');
    const otherCard = await admin.post('/api/kanban/KanbanBrokerRequestDocumentsSendToBroker', {
      BrokerUniqueId: horizonte.uniqueId,
      CardId: 999999,
      Version: 1,
    });
    expect(otherCard.status).toBe(404);
  });

  it('documents the broker sends back take its card from Pendente corretor to Em análise', async () => {
    const prime = await broker(PRIME);
    const card = await openCardOf(prime.id, 'ANALISE_DOCUMENTACAO_CORRETORA');
    expectStatus(
      await admin.post('/api/kanban/KanbanBrokerRequestDocumentsSendToBroker', {
        BrokerUniqueId: prime.uniqueId,
        CardId: card.id,
        Version: card.version,
      }),
      200,
    );
    expect((await openCardOf(prime.id, 'ANALISE_DOCUMENTACAO_CORRETORA')).stepId).toBe(
      (await stepOf(card.pipeId, 'Pendente corretor')).id,
    );
    const [pending] = await t.db
      .select()
      .from(requestDocuments)
      .where(
        and(
          eq(requestDocuments.ownerKind, 'broker'),
          eq(requestDocuments.ownerId, prime.id),
          eq(requestDocuments.status, 'Pendente'),
        ),
      );
    const archive = await uploadPdf(t.app, corretor.token);
    expectStatus(
      await corretor.post('/api/Broker/UploadBrokerRequestDocumentArchive', {
        RequestDocumentUniqueId: pending.uniqueId,
        ArchiveUniqueIds: [archive],
      }),
      200,
    );
    expectStatus(await corretor.post('/api/Broker/SubmitDocumentToReview', {}), 200);
    const back = await openCardOf(prime.id, 'ANALISE_DOCUMENTACAO_CORRETORA');
    expect(back.id).toBe(card.id);
    expect(back.stepId).toBe((await stepOf(card.pipeId, 'Em análise')).id);
  });

  it('answers 409 when the broker has nothing pending to send', async () => {
    const atlantica = await broker(ATLANTICA);
    await t.db
      .update(requestDocuments)
      .set({ status: 'Conforme' })
      .where(
        and(eq(requestDocuments.ownerKind, 'broker'), eq(requestDocuments.ownerId, atlantica.id)),
      );
    const card = await openCardOf(atlantica.id, 'ANALISE_DOCUMENTACAO_CORRETORA');
    const answer = await admin.post('/api/kanban/KanbanBrokerRequestDocumentsSendToBroker', {
      BrokerUniqueId: atlantica.uniqueId,
      CardId: card.id,
      Version: card.version,
    });
    expect(answer.status).toBe(409);
    expect(answer.errors[0]).toContain('Nenhum documento pendente');
  });
});

describe('deciding broker cards', () => {
  it('documentation approved: waiting documents Conforme and the pending flags cleared', async () => {
    const prime = await broker(PRIME);
    expect(prime.hasPendingComplianceValidation).toBe(true);
    const card = await openCardOf(prime.id, 'ANALISE_DOCUMENTACAO_CORRETORA');
    expectStatus(await decide(admin, card.id, 'Aprovado'), 200);
    const after = await broker(PRIME);
    expect(after.hasPendingComplianceValidation).toBe(false);
    expect(after.isBlocked).toBe(false);
    const waiting = await t.db
      .select()
      .from(requestDocuments)
      .where(
        and(
          eq(requestDocuments.ownerKind, 'broker'),
          eq(requestDocuments.ownerId, prime.id),
          eq(requestDocuments.status, 'Aguardando_Analise'),
        ),
      );
    expect(waiting).toHaveLength(0);
    const status = (await corretor.get('/api/Broker/ValidateBrokerStatus')).data as {
      HasPendingComplianceValidation: boolean;
    };
    expect(status.HasPendingComplianceValidation).toBe(false);
  });

  it('documentation of a self-registration approved: the broker becomes active', async () => {
    const [pending] = await t.db
      .insert(brokers)
      .values({
        companyId,
        name: 'Corretora Pendente Aprovada Ltda.',
        cnpj: cnpjWithCheckDigits('112223330001'),
        susepCode: '123456',
        registrationStatus: 'pending',
      })
      .returning();
    const card = await t.db.transaction((tx) =>
      openBrokerDocumentationCard(tx, pending, 'Autocadastro'),
    );
    expectStatus(await decide(admin, card.cardId, 'Aprovado'), 200);
    const [after] = await t.db.select().from(brokers).where(eq(brokers.id, pending.id));
    expect(after.registrationStatus).toBe('active');
  });

  it('documentation refused: justification required (400), then the registration is rejected', async () => {
    const atlantica = await broker(ATLANTICA);
    const card = await openCardOf(atlantica.id, 'ANALISE_DOCUMENTACAO_CORRETORA');
    expect((await decide(admin, card.id, 'Recusado')).status).toBe(400);
    expectStatus(await decide(admin, card.id, 'Recusado', 'CNPJ sem registro na SUSEP.'), 200);
    const after = await broker(ATLANTICA);
    expect(after.registrationStatus).toBe('rejected');
    expect(after.hasPendingComplianceValidation).toBe(false);
  });

  it('a documentation card with nothing pending any more answers 409 with the reason', async () => {
    const litoral = await broker(LITORAL);
    const card = await t.db.transaction((tx) => openBrokerDocumentationCard(tx, litoral, 'Teste'));
    const answer = await decide(admin, card.cardId, 'Aprovado');
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain('nada a decidir');
  });

  it('PEP compliance refused: the broker is blocked, waiting documents Reprovado with the reason', async () => {
    const horizonte = await broker(HORIZONTE);
    const card = await openCardOf(horizonte.id, 'CORRETORA_PEP');
    const [waiting] = await t.db
      .update(requestDocuments)
      .set({ status: 'Aguardando_Analise' })
      .where(
        and(
          eq(requestDocuments.ownerKind, 'broker'),
          eq(requestDocuments.ownerId, horizonte.id),
          eq(requestDocuments.name, 'Cartão CNPJ'),
        ),
      )
      .returning();
    expectStatus(await decide(admin, card.id, 'Recusado', 'Sócio PEP sem declaração.'), 200);
    const [reviewed] = await t.db
      .select()
      .from(requestDocuments)
      .where(eq(requestDocuments.id, waiting.id));
    expect(reviewed).toMatchObject({
      status: 'Reprovado',
      reviewNote: 'Sócio PEP sem declaração.',
    });
    const after = await broker(HORIZONTE);
    expect(after.isBlocked).toBe(true);
    expect(after.hasPendingComplianceValidation).toBe(false);
    const [decided] = await t.db.select().from(kanbanCards).where(eq(kanbanCards.id, card.id));
    expect(decided.openKey).toBeNull();
  });

  it('compliance approved clears the pending flag and leaves the broker unblocked', async () => {
    const prime = await broker(PRIME);
    await t.db
      .update(brokers)
      .set({ hasPendingComplianceValidation: true })
      .where(eq(brokers.id, prime.id));
    const card = await openCardOf(prime.id, 'ANALISE_CONFORMIDADE_CORRETORA');
    expectStatus(await decide(admin, card.id, 'Aprovado'), 200);
    const after = await broker(PRIME);
    expect(after.hasPendingComplianceValidation).toBe(false);
    expect(after.isBlocked).toBe(false);
    expect(after.version).toBe(prime.version + 1);
  });

  it('compliance of a broker whose registration was rejected answers 409', async () => {
    const atlantica = await broker(ATLANTICA);
    const { openBrokerComplianceCard } =
      await import('../../../server/modules/kanban/brokerCards/openBrokerCards');
    const card = await t.db.transaction((tx) => openBrokerComplianceCard(tx, atlantica, false));
    const answer = await decide(admin, card.cardId, 'Aprovado');
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain('recusado');
  });
});
