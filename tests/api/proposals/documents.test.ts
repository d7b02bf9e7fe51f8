import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PendingRequiredDocument,
  ProposalRequestDocuments,
} from '../../../domain/contracts/proposalDocuments';
import type { ProposalDetail } from '../../../domain/contracts/proposals';
import { proposalDocumentsLocked } from '../../../domain/proposalDocuments';
import { ProposalStatus } from '../../../domain/proposalStatus';
import type { RequestDocument } from '../../../domain/requestDocuments';
import { proposals, requestDocuments } from '../../../server/db/schema';
import {
  notARequiredDocument,
  PROPOSAL_DOCUMENT_REFERENCE_REQUIRED,
} from '../../../server/modules/documents/messages';
import { CO_BROKER_READ_ONLY } from '../../../server/modules/proposals/messages';
import { demoBroker } from '../brokers/helpers';
import { historyOf, uploadPdf } from '../documents/support';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import type { TestApp } from '../support/testApp';
import { createQuote, otherBrokerCaller, quoteBody } from './helpers';

let t: TestApp;
let admin: Caller;
let corretor: Caller;
let agente: Caller;
let tomador: Caller;
let otherTenant: Caller;
let horizonte: Caller;

beforeAll(async () => {
  ({ t, admin, corretor, agente, tomador, otherTenant } = await signedInApp([
    'admin',
    'corretor',
    'agente',
    'tomador',
  ]));
  horizonte = await otherBrokerCaller(t);
});
afterAll(() => t.close());

const PENDING = '/api/Proposal/GetPendingRequiredRequestDocuments';
const DOCUMENTS = '/api/Proposal/GetProposalRequestDocuments';
const SAVE = '/api/Proposal/SaveProposalRequestDocument';
const CREATE = '/api/Proposal/CreateProposalRequestDocument';
const RENAME = '/api/Proposal/ProposalChangeRequestDocumentName';
const DELETE = '/api/Proposal/ProposalDeleteRequestDocument';
const RESTORE = '/api/Proposal/ProposalRestoreRequestDocument';

const pendingNames = async (caller: Caller, uniqueId: string) => {
  const answer = await caller.get(PENDING, { uniqueId });
  expectStatus(answer, 200);
  return (answer.data as PendingRequiredDocument[]).map((entry) => entry.Name);
};
const documentsOf = async (caller: Caller, uniqueId: string) => {
  const answer = await caller.get(DOCUMENTS, { ProposalUniqueId: uniqueId });
  expectStatus(answer, 200);
  return answer.data as ProposalRequestDocuments;
};
const upload = (caller: Caller, fileName = 'doc.pdf') => uploadPdf(t.app, caller.token, fileName);
const ref = (document: RequestDocument) => ({
  RequestDocumentUniqueId: document.UniqueId,
  Version: document.Version,
});
const proposalIdOf = async (uniqueId: string) => {
  const [row] = await t.db
    .select({ id: proposals.id })
    .from(proposals)
    .where(eq(proposals.uniqueId, uniqueId));
  return row.id;
};

describe('GetPendingRequiredRequestDocuments and SaveProposalRequestDocument', () => {
  it('lists the modality’s required documents and shrinks as files are sent', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    const pending = await corretor.get(PENDING, { uniqueId: quote.UniqueId });
    expectStatus(pending, 200);
    // Licitante asks for the bid notice (Subscrição) and the articles of association (Cadastro)
    expect(pending.data).toEqual([
      expect.objectContaining({
        Name: 'Contrato social',
        Description: 'Última alteração contratual consolidada',
        IsRequired: true,
        PipeTypeId: 1,
        PipeTypeName: 'Cadastro',
        RequestDocumentUniqueId: null,
        RequestDocumentStatus: null,
      }),
      expect.objectContaining({ Name: 'Edital', PipeTypeId: 3, IsRequired: true }),
    ]);

    // by name, ignoring case, accents and spaces: the document is created from the modality's
    const saved = await corretor.post(SAVE, {
      ProposalUniqueId: quote.UniqueId,
      Name: '  EDITÁL ',
      ArchiveUniqueIds: [await upload(corretor, 'edital.pdf')],
    });
    expectStatus(saved, 200);
    expect(saved.data).toMatchObject({
      Name: 'Edital',
      Description: 'Edital da licitação com seus anexos',
      Status: 'Pendente',
      Archives: [expect.objectContaining({ Name: 'edital.pdf' })],
    });
    expect(await pendingNames(corretor, quote.UniqueId)).toEqual(['Contrato social']);

    // the agent of the same broker sends the other one; a second file by name goes to the same
    const second = await agente.post(SAVE, {
      ProposalUniqueId: quote.UniqueId,
      Name: 'contrato social',
      ArchiveUniqueIds: [await upload(agente, 'contrato.pdf')],
    });
    expectStatus(second, 200);
    const again = await corretor.post(SAVE, {
      ProposalUniqueId: quote.UniqueId,
      RequestDocumentUniqueId: saved.data.UniqueId,
      ArchiveUniqueIds: [await upload(corretor, 'anexo.pdf')],
    });
    expectStatus(again, 200);
    expect(again.data.Archives).toHaveLength(2);
    expect(await pendingNames(corretor, quote.UniqueId)).toEqual([]);

    const documents = await documentsOf(corretor, quote.UniqueId);
    expect(documents.RequestDocuments.map((document) => document.Name)).toEqual([
      'Edital',
      'Contrato social',
    ]);
    expect(documents.DeletedRequestDocuments).toEqual([]);
    // the proposal detail answers the same cards
    const detail = await corretor.get('/api/Proposal/GetProposalByUniqueId', {
      ProposalUniqueId: quote.UniqueId,
    });
    expectStatus(detail, 200);
    expect((detail.data as ProposalDetail).RequestDocuments).toEqual(documents.RequestDocuments);
    expect((detail.data as ProposalDetail).DeletedRequestDocuments).toEqual([]);
  });

  it('lists a refused document as pending again, pointing at it, until a new file is sent', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    const saved = await corretor.post(SAVE, {
      ProposalUniqueId: quote.UniqueId,
      Name: 'Edital',
      ArchiveUniqueIds: [await upload(corretor)],
    });
    expectStatus(saved, 200);
    const refused = await admin.post('/api/InsuranceCompany/ReviewRequestDocument', {
      ...ref(saved.data),
      Status: 'Reprovado',
      ReviewNote: 'Edital sem os anexos.',
    });
    expectStatus(refused, 200);
    const pending = await corretor.get(PENDING, { uniqueId: quote.UniqueId });
    expect(pending.data).toContainEqual(
      expect.objectContaining({
        Name: 'Edital',
        RequestDocumentUniqueId: saved.data.UniqueId,
        RequestDocumentStatus: 'Reprovado',
      }),
    );
    const resent = await corretor.post(SAVE, {
      ProposalUniqueId: quote.UniqueId,
      Name: 'Edital',
      ArchiveUniqueIds: [await upload(corretor, 'edital-completo.pdf')],
    });
    expectStatus(resent, 200);
    expect(resent.data).toMatchObject({ UniqueId: saved.data.UniqueId, Status: 'Pendente' });
    expect(await pendingNames(corretor, quote.UniqueId)).toEqual(['Contrato social']);
    // a broker does not review: the insurer's verdict needs its functionality
    const byBroker = await corretor.post('/api/InsuranceCompany/ReviewRequestDocument', {
      ...ref(resent.data),
      Status: 'Conforme',
    });
    expectStatus(byBroker, 403);
  });

  it('names the field when the document is not given or not one the modality requires', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    const archive = await upload(corretor);
    const without = await corretor.post(SAVE, {
      ProposalUniqueId: quote.UniqueId,
      ArchiveUniqueIds: [archive],
    });
    expectStatus(without, 400);
    expect(without.errors).toEqual([PROPOSAL_DOCUMENT_REFERENCE_REQUIRED]);
    const unknown = await corretor.post(SAVE, {
      ProposalUniqueId: quote.UniqueId,
      Name: 'Certidão negativa',
      ArchiveUniqueIds: [archive],
    });
    expectStatus(unknown, 400);
    expect(unknown.errors).toEqual([notARequiredDocument('Certidão negativa')]);
    // no file: nothing is created
    const noFile = await corretor.post(SAVE, {
      ProposalUniqueId: quote.UniqueId,
      Name: 'Edital',
      ArchiveUniqueIds: [],
    });
    expectStatus(noFile, 400);
    expect((await documentsOf(corretor, quote.UniqueId)).RequestDocuments).toEqual([]);
    // another user's file is refused and the document created for it is rolled back
    const foreign = await corretor.post(SAVE, {
      ProposalUniqueId: quote.UniqueId,
      Name: 'Edital',
      ArchiveUniqueIds: [await upload(agente)],
    });
    expectStatus(foreign, 400);
    expect((await documentsOf(corretor, quote.UniqueId)).RequestDocuments).toEqual([]);
  });
});

describe('create, rename, delete and restore', () => {
  it('runs the lifecycle with Version and writes the proposal’s history', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    const created = await corretor.post(CREATE, {
      ProposalUniqueId: quote.UniqueId,
      Name: ' Atestado de capacidade técnica ',
      Description: 'Emitido pelo contratante anterior',
    });
    expectStatus(created, 200);
    expect(created.data).toMatchObject({
      Name: 'Atestado de capacidade técnica',
      Status: 'Pendente',
      Version: 1,
      Archives: [],
    });
    const blank = await corretor.post(CREATE, { ProposalUniqueId: quote.UniqueId, Name: ' ' });
    expectStatus(blank, 400);
    expect(blank.errors[0]).toMatch(/^Nome do documento: /);

    const renamed = await corretor.post(RENAME, {
      ...ref(created.data),
      Name: 'Atestado técnico',
    });
    expectStatus(renamed, 200);
    expect(renamed.data).toMatchObject({ Name: 'Atestado técnico', Version: 2 });
    const stale = await corretor.post(RENAME, { ...ref(created.data), Name: 'Outro' });
    expectStatus(stale, 409);

    const deleted = await corretor.post(DELETE, ref(renamed.data));
    expectStatus(deleted, 200);
    expect(deleted.data).toMatchObject({ IsDeleted: true });
    const afterDelete = await documentsOf(agente, quote.UniqueId);
    expect(afterDelete.RequestDocuments).toEqual([]);
    expect(afterDelete.DeletedRequestDocuments.map((document) => document.UniqueId)).toEqual([
      created.data.UniqueId,
    ]);
    const renameDeleted = await corretor.post(RENAME, { ...ref(deleted.data), Name: 'X' });
    expectStatus(renameDeleted, 409);

    const restored = await corretor.post(RESTORE, ref(deleted.data));
    expectStatus(restored, 200);
    expect(restored.data).toMatchObject({ IsDeleted: false, Version: 4 });
    expect((await documentsOf(corretor, quote.UniqueId)).RequestDocuments).toHaveLength(1);

    const history = await historyOf(t.db, 'Proposal', await proposalIdOf(quote.UniqueId));
    expect(history.map(({ field, oldValue, newValue }) => [field, oldValue, newValue])).toEqual([
      ['Documento', null, 'Atestado de capacidade técnica: Pendente'],
      ['NomeDocumento', 'Atestado de capacidade técnica', 'Atestado técnico'],
      ['DocumentoExcluido', null, 'Atestado técnico'],
      ['DocumentoRestaurado', null, 'Atestado técnico'],
    ]);
    expect(history[0].changedByName).toBeTruthy();
  });

  it('lets the insurer request a document while the proposal is in its hands', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    await t.db
      .update(proposals)
      .set({ status: ProposalStatus.EmAnalise })
      .where(eq(proposals.uniqueId, quote.UniqueId));
    const byInsurer = await admin.post(CREATE, {
      ProposalUniqueId: quote.UniqueId,
      Name: 'Declaração de faturamento',
    });
    expectStatus(byInsurer, 200);
    const byBroker = await corretor.post(CREATE, {
      ProposalUniqueId: quote.UniqueId,
      Name: 'Outro documento',
    });
    expectStatus(byBroker, 409);
    expect(byBroker.errors).toEqual([proposalDocumentsLocked(ProposalStatus.EmAnalise)]);
  });
});

describe('writes only while the proposal may change', () => {
  it('refuses every write on a cancelled proposal (409) and still lists its documents', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    const created = await corretor.post(CREATE, {
      ProposalUniqueId: quote.UniqueId,
      Name: 'Procuração',
    });
    expectStatus(created, 200);
    const cancelled = await corretor.post(
      '/api/Proposal/CancelProposal',
      { Justification: 'O cliente desistiu.' },
      { ProposalUniqueId: quote.UniqueId },
    );
    expectStatus(cancelled, 200);
    const locked = proposalDocumentsLocked(ProposalStatus.Cancelada);
    expect(locked).toContain('"Cancelada"');
    const archive = await upload(corretor);
    const writes = [
      corretor.post(SAVE, {
        ProposalUniqueId: quote.UniqueId,
        RequestDocumentUniqueId: created.data.UniqueId,
        ArchiveUniqueIds: [archive],
      }),
      corretor.post(SAVE, {
        ProposalUniqueId: quote.UniqueId,
        Name: 'Edital',
        ArchiveUniqueIds: [archive],
      }),
      corretor.post(CREATE, { ProposalUniqueId: quote.UniqueId, Name: 'Outro' }),
      corretor.post(RENAME, { ...ref(created.data), Name: 'Outro' }),
      corretor.post(DELETE, ref(created.data)),
      // the insurer neither, once the proposal has ended
      admin.post(CREATE, { ProposalUniqueId: quote.UniqueId, Name: 'Outro' }),
    ];
    for (const answer of await Promise.all(writes)) {
      expectStatus(answer, 409);
      expect(answer.errors).toEqual([locked]);
    }
    expect((await documentsOf(corretor, quote.UniqueId)).RequestDocuments).toHaveLength(1);
  });
});

describe('scope', () => {
  let quote: ProposalDetail;
  let document: RequestDocument;
  let archiveUniqueId: string;

  beforeAll(async () => {
    quote = await createQuote(corretor, await quoteBody(t.db));
    const saved = await corretor.post(SAVE, {
      ProposalUniqueId: quote.UniqueId,
      Name: 'Edital',
      ArchiveUniqueIds: [await upload(corretor, 'edital.pdf')],
    });
    expectStatus(saved, 200);
    document = saved.data;
    archiveUniqueId = document.Archives[0].UniqueId;
  });

  it('answers 404 to another broker and another tenant, on reads and writes', async () => {
    for (const caller of [horizonte, otherTenant]) {
      expectStatus(await caller.get(PENDING, { uniqueId: quote.UniqueId }), 404);
      expectStatus(await caller.get(DOCUMENTS, { ProposalUniqueId: quote.UniqueId }), 404);
      expectStatus(
        await caller.post(CREATE, { ProposalUniqueId: quote.UniqueId, Name: 'Intruso' }),
        404,
      );
      expectStatus(await caller.post(RENAME, { ...ref(document), Name: 'Intruso' }), 404);
      expectStatus(await caller.post(DELETE, ref(document)), 404);
      expectStatus(await caller.post(RESTORE, ref(document)), 404);
      expectStatus(
        await caller.post(SAVE, {
          ProposalUniqueId: quote.UniqueId,
          RequestDocumentUniqueId: document.UniqueId,
          ArchiveUniqueIds: [await upload(caller)],
        }),
        404,
      );
    }
    // a document of another proposal is not this proposal's
    const other = await createQuote(corretor, await quoteBody(t.db));
    const crossed = await corretor.post(SAVE, {
      ProposalUniqueId: other.UniqueId,
      RequestDocumentUniqueId: document.UniqueId,
      ArchiveUniqueIds: [await upload(corretor)],
    });
    expectStatus(crossed, 404);
  });

  it('lets a holder user write nothing (403) and read no other holder’s proposal (404)', async () => {
    expectStatus(await tomador.get(DOCUMENTS, { ProposalUniqueId: quote.UniqueId }), 404);
    expectStatus(await tomador.get(PENDING, { uniqueId: quote.UniqueId }), 404);
    expectStatus(
      await tomador.post(CREATE, { ProposalUniqueId: quote.UniqueId, Name: 'Intruso' }),
      403,
    );
    expectStatus(await tomador.post(DELETE, ref(document)), 403);
  });

  it('lets a co-broker read the documents but change none (409)', async () => {
    const horizonteBroker = await demoBroker(t.db, 'Horizonte');
    const shared = await createQuote(corretor, {
      ...(await quoteBody(t.db)),
      CoBrokers: [{ BrokerUniqueId: horizonteBroker.uniqueId, CommissionSharePercentage: '30' }],
    });
    const read = await horizonte.get(DOCUMENTS, { ProposalUniqueId: shared.UniqueId });
    expectStatus(read, 200);
    const write = await horizonte.post(CREATE, {
      ProposalUniqueId: shared.UniqueId,
      Name: 'Procuração',
    });
    expectStatus(write, 409);
    expect(write.errors).toEqual([CO_BROKER_READ_ONLY]);
  });

  it('downloads a proposal document’s file only through the proposal’s scope', async () => {
    const download = { ArchiveUniqueId: archiveUniqueId };
    for (const caller of [corretor, agente, admin]) {
      const url = await caller.get('/api/Application/GetUrlFileDownload', download);
      expectStatus(url, 200);
      expect(url.data).toContain('sig=');
    }
    for (const caller of [horizonte, tomador, otherTenant]) {
      expectStatus(await caller.get('/api/Application/GetUrlFileDownload', download), 404);
    }
    const signed = await corretor.get('/api/Application/GetUrlFileDownload', download);
    const file = await t.app.inject({
      method: 'GET',
      url: new URL(signed.data).pathname + new URL(signed.data).search,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('lists the archives through Broker/GetBrokerRequestDocumentArchives in the proposal’s scope', async () => {
    const query = { RequestDocumentUniqueId: document.UniqueId };
    for (const caller of [corretor, agente, admin]) {
      const answer = await caller.get('/api/Broker/GetBrokerRequestDocumentArchives', query);
      expectStatus(answer, 200);
      expect(answer.data).toEqual([expect.objectContaining({ UniqueId: archiveUniqueId })]);
    }
    expectStatus(await horizonte.get('/api/Broker/GetBrokerRequestDocumentArchives', query), 404);
    const byId = await corretor.get('/api/Broker/GetBrokerRequestDocumentArchives', {
      BrokerRequestDocumentId: String(document.Id),
    });
    expectStatus(byId, 200);
    // the route admits proposal viewers, but a broker's own document still asks for its kind's
    const prime = await demoBroker(t.db, 'Prime');
    const [brokerDocument] = await t.db
      .select({ uniqueId: requestDocuments.uniqueId })
      .from(requestDocuments)
      .where(and(eq(requestDocuments.ownerKind, 'broker'), eq(requestDocuments.ownerId, prime.id)))
      .limit(1);
    const own = { RequestDocumentUniqueId: brokerDocument.uniqueId };
    expectStatus(await corretor.get('/api/Broker/GetBrokerRequestDocumentArchives', own), 200);
    expectStatus(await agente.get('/api/Broker/GetBrokerRequestDocumentArchives', own), 404);
  });
});
