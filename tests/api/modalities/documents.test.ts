import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModalityHistoryRow } from '../../../domain/modalities';
import type { RequiredDocumentAnswer } from '../../../domain/modalityTerms';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import type { TestApp } from '../support/testApp';
import { seededModality } from './helpers';

let t: TestApp;
let admin: Caller;
let corretor: Caller;
let analista: Caller;
let otherTenant: Caller;
let executante: { id: number; uniqueId: string };
let aduaneiro: { id: number; uniqueId: string };

const historyOf = async (modalityId: number) => {
  const answer = await admin.get('/api/ModalityChangeHistory/GetModalityChangeHistory', {
    modalityId: String(modalityId),
  });
  expectStatus(answer, 200);
  return answer.data as ModalityHistoryRow[];
};

const documentsOf = async (caller: Caller, query: Record<string, string>) => {
  const answer = await caller.get('/api/Core/GetProposalParameterRequestDocuments', query);
  expectStatus(answer, 200);
  return answer.data as RequiredDocumentAnswer[];
};

beforeAll(async () => {
  ({ t, admin, corretor, analista, otherTenant } = await signedInApp([
    'admin',
    'corretor',
    'analista',
  ]));
  const [first, second] = [
    await seededModality(t.db, 'Executante / Construtor'),
    await seededModality(t.db, 'Aduaneiro'),
  ];
  executante = { id: first.id, uniqueId: first.uniqueId };
  aduaneiro = { id: second.id, uniqueId: second.uniqueId };
});
afterAll(() => t.close());

describe('required proposal documents', () => {
  let document: RequiredDocumentAnswer;

  it('lists the seeded documents by pipe, under either spelling of the key, ignoreCache accepted', async () => {
    const documents = await documentsOf(corretor, {
      ModalityUniqueId: executante.uniqueId,
      ignoreCache: 'true',
    });
    expect(documents.map((item) => [item.PipeTypeName, item.Name, item.IsRequired])).toEqual([
      ['Cadastro', 'Contrato social', true],
      ['Crédito', 'Balanço patrimonial', true],
      ['Crédito', 'DRE', true],
      ['Subscrição', 'Contrato', true],
      ['Subscrição', 'Cronograma físico-financeiro', false],
    ]);
    expect(await documentsOf(admin, { modalityUniqueId: executante.uniqueId })).toEqual(documents);
    const missing = await admin.get('/api/Core/GetProposalParameterRequestDocuments');
    expectStatus(missing, 400);
    expect(missing.errors).toEqual(['O campo "ModalityUniqueId" é obrigatório.']);
  });

  it('creates a document for a pipe, in the history; a duplicate name is refused', async () => {
    const answer = await admin.post('/api/Core/InsertProposalParameterRequestDocument', {
      ModalityUniqueId: aduaneiro.uniqueId,
      Name: ' Termo de responsabilidade ',
      Description: 'Assinado pelo representante legal',
      PipeTypeId: 3,
    });
    expectStatus(answer, 200);
    document = answer.data;
    expect(document).toMatchObject({
      ModalityId: aduaneiro.id,
      ModalityUniqueId: aduaneiro.uniqueId,
      Name: 'Termo de responsabilidade',
      PipeTypeName: 'Subscrição',
      IsRequired: true,
      IsDeleted: false,
      Version: 1,
    });
    const [row] = await historyOf(aduaneiro.id);
    expect(row.ChangesHistories).toEqual([
      {
        Field: 'RequiredDocument',
        Label: 'Documento obrigatório',
        OldValue: null,
        NewValue:
          'Termo de responsabilidade — Assinado pelo representante legal — pipe Subscrição — obrigatório',
      },
    ]);
    const duplicate = await admin.post('/api/Core/InsertProposalParameterRequestDocument', {
      ModalityId: aduaneiro.id,
      Name: 'TERMO DE RESPONSABILIDADE',
      PipeTypeId: 1,
    });
    expectStatus(duplicate, 409);
    expect(duplicate.errors).toEqual([
      'Nome do documento (Name): esta modalidade já pede um documento com este nome.',
    ]);
  });

  it('refuses an empty name, an unknown pipe and a missing modality, naming the field', async () => {
    const answer = await admin.post('/api/Core/InsertProposalParameterRequestDocument', {
      ModalityId: aduaneiro.id,
      Name: '',
      PipeTypeId: 4,
    });
    expectStatus(answer, 400);
    expect(answer.errors).toEqual([
      'Nome do documento (Name): informe o nome.',
      'Pipe de análise (PipeTypeId): informe um dos pipes (1 Cadastro, 2 Crédito, 3 Subscrição).',
    ]);
    const noModality = await admin.post('/api/Core/InsertProposalParameterRequestDocument', {
      Name: 'X',
      PipeTypeId: 1,
    });
    expect(noModality.errors).toEqual([
      'Modalidade: informe ModalityUniqueId ou ModalityId do documento.',
    ]);
  });

  it('updates against the Version: stale → 409, missing → 400', async () => {
    const answer = await admin.put('/api/Core/UpdateProposalParameterRequestDocument', {
      Id: document.Id,
      Version: 1,
      IsRequired: false,
      PipeTypeId: 1,
    });
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({
      Name: 'Termo de responsabilidade',
      PipeTypeName: 'Cadastro',
      IsRequired: false,
      Version: 2,
    });
    const [row] = await historyOf(aduaneiro.id);
    expect(row.ChangesHistories[0]).toMatchObject({
      OldValue:
        'Termo de responsabilidade — Assinado pelo representante legal — pipe Subscrição — obrigatório',
      NewValue:
        'Termo de responsabilidade — Assinado pelo representante legal — pipe Cadastro — opcional',
    });
    const stale = await admin.put('/api/Core/UpdateProposalParameterRequestDocument', {
      Id: document.Id,
      Version: 1,
      Name: 'Outro',
    });
    expectStatus(stale, 409);
    const noVersion = await admin.put('/api/Core/UpdateProposalParameterRequestDocument', {
      Id: document.Id,
      Name: 'Outro',
    });
    expect(noVersion.errors).toEqual(['O campo "Version" é obrigatório.']);
  });

  it('answers the pipes with their counts and a card’s documents per pipe', async () => {
    const pipes = await admin.get('/api/Core/GetPipeTypeForDocument', {
      modalityUniqueId: aduaneiro.uniqueId,
      ignoreCache: 'true',
    });
    expectStatus(pipes, 200);
    expect(pipes.data).toEqual([
      { Id: 1, Name: 'Cadastro', DocumentCount: 1 },
      { Id: 2, Name: 'Crédito', DocumentCount: 0 },
      { Id: 3, Name: 'Subscrição', DocumentCount: 0 },
    ]);
    const card = await analista.get('/api/Core/GetCardProposalParameterRequestDocuments', {
      ModalityUniqueId: executante.uniqueId,
      PipeTypeId: '2',
    });
    expectStatus(card, 200);
    expect(card.data).toHaveLength(1);
    expect(card.data[0]).toMatchObject({ Id: 2, Name: 'Crédito' });
    expect(card.data[0].Documents.map((item: RequiredDocumentAnswer) => item.Name)).toEqual([
      'Balanço patrimonial',
      'DRE',
    ]);
    const all = await analista.get('/api/Core/GetCardProposalParameterRequestDocuments', {
      ModalityUniqueId: executante.uniqueId,
    });
    expect(all.data.map((pipe: { Documents: unknown[] }) => pipe.Documents.length)).toEqual([
      1, 2, 2,
    ]);
    const badPipe = await analista.get('/api/Core/GetCardProposalParameterRequestDocuments', {
      ModalityUniqueId: executante.uniqueId,
      PipeTypeId: '9',
    });
    expectStatus(badPipe, 400);
  });

  it('deletes softly and restores; deleted ones only reach the parametrisers', async () => {
    const deleted = await admin.delete('/api/Core/DeleteProposalParameterRequestDocument', {
      id: String(document.Id),
    });
    expectStatus(deleted, 200);
    expect(deleted.data).toMatchObject({ IsDeleted: true, Version: 3 });
    const [row] = await historyOf(aduaneiro.id);
    expect(row.ChangesHistories[0].NewValue).toMatch(/ — excluído$/);
    expect(await documentsOf(corretor, { ModalityUniqueId: aduaneiro.uniqueId })).toEqual([]);
    expect(
      (await documentsOf(admin, { ModalityUniqueId: aduaneiro.uniqueId })).map(
        (item) => item.IsDeleted,
      ),
    ).toEqual([true]);
    const pipes = await admin.get('/api/Core/GetPipeTypeForDocument', {
      modalityUniqueId: aduaneiro.uniqueId,
    });
    expect(pipes.data[0].DocumentCount).toBe(0);

    // A live document takes the name meanwhile: restoring the old one would duplicate it.
    const taken = await admin.post('/api/Core/InsertProposalParameterRequestDocument', {
      ModalityId: aduaneiro.id,
      Name: 'Termo de responsabilidade',
      PipeTypeId: 2,
    });
    expectStatus(taken, 200);
    const clash = await admin.post(
      '/api/Core/UpdateStatusProposalParameterRequestDocument',
      undefined,
      {
        id: String(document.Id),
        IsDeleted: 'false',
      },
    );
    expectStatus(clash, 409);
    await admin.delete('/api/Core/DeleteProposalParameterRequestDocument', {
      id: String(taken.data.Id),
    });
    const restored = await admin.post(
      '/api/Core/UpdateStatusProposalParameterRequestDocument',
      undefined,
      { id: String(document.Id), IsDeleted: 'false' },
    );
    expectStatus(restored, 200);
    expect(restored.data).toMatchObject({ IsDeleted: false, Version: 4 });
    expect(
      (await documentsOf(corretor, { ModalityUniqueId: aduaneiro.uniqueId })).map(
        (item) => item.Name,
      ),
    ).toEqual(['Termo de responsabilidade']);
  });

  it('refuses writes to brokers and analysts, and another tenant’s ids with 404', async () => {
    const body = { ModalityId: aduaneiro.id, Name: 'Intruso', PipeTypeId: 1 };
    expectStatus(
      await corretor.post('/api/Core/InsertProposalParameterRequestDocument', body),
      403,
    );
    expectStatus(
      await analista.post('/api/Core/InsertProposalParameterRequestDocument', body),
      403,
    );
    expectStatus(
      await analista.delete('/api/Core/DeleteProposalParameterRequestDocument', {
        id: String(document.Id),
      }),
      403,
    );
    expectStatus(
      await otherTenant.post('/api/Core/InsertProposalParameterRequestDocument', body),
      404,
    );
    expectStatus(
      await otherTenant.put('/api/Core/UpdateProposalParameterRequestDocument', {
        Id: document.Id,
        Version: 4,
        Name: 'Tomado',
      }),
      404,
    );
    expectStatus(
      await otherTenant.post('/api/Core/UpdateStatusProposalParameterRequestDocument', undefined, {
        id: String(document.Id),
        IsDeleted: 'true',
      }),
      404,
    );
    expectStatus(
      await otherTenant.delete('/api/Core/DeleteProposalParameterRequestDocument', {
        id: String(document.Id),
      }),
      404,
    );
    for (const url of [
      '/api/Core/GetProposalParameterRequestDocuments',
      '/api/Core/GetCardProposalParameterRequestDocuments',
      '/api/Core/GetPipeTypeForDocument',
    ]) {
      expectStatus(await otherTenant.get(url, { ModalityUniqueId: aduaneiro.uniqueId }), 404);
    }
    expect(
      (await documentsOf(admin, { ModalityUniqueId: aduaneiro.uniqueId })).find(
        (item) => item.Id === document.Id,
      ),
    ).toMatchObject({ Name: 'Termo de responsabilidade', IsDeleted: false, Version: 4 });
  });
});
