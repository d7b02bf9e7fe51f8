import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModalityHistoryRow } from '../../../domain/modalities';
import type { ContractualTermAnswer, ParticularClauseAnswer } from '../../../domain/modalityTerms';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import type { TestApp } from '../support/testApp';
import { seededModality } from './helpers';

let t: TestApp;
let admin: Caller;
let corretor: Caller;
let analista: Caller;
let otherTenant: Caller;
const modality: Record<string, number> = {};

const historyOf = async (modalityId: number) => {
  const answer = await admin.get('/api/ModalityChangeHistory/GetModalityChangeHistory', {
    modalityId: String(modalityId),
  });
  expectStatus(answer, 200);
  return answer.data as ModalityHistoryRow[];
};

const objectOf = (caller: Caller, modalityId: number, termType: number) =>
  caller.get('/api/Core/GetModalityObject', {
    ModalityId: String(modalityId),
    termType: String(termType),
  });

beforeAll(async () => {
  ({ t, admin, corretor, analista, otherTenant } = await signedInApp([
    'admin',
    'corretor',
    'analista',
  ]));
  for (const name of ['Executante / Construtor', 'Aduaneiro', 'Depósito recursal']) {
    modality[name] = (await seededModality(t.db, name)).id;
  }
});
afterAll(() => t.close());

describe('contractual terms', () => {
  it('answers the seeded Objeto with the sample proposal filled in, to any signed-in user', async () => {
    const answer = await objectOf(corretor, modality['Executante / Construtor'], 1);
    expectStatus(answer, 200);
    const term = answer.data as ContractualTermAnswer;
    expect(term).toMatchObject({
      TermType: 1,
      TermTypeName: 'Objeto',
      Version: 1,
      MissingTags: [],
    });
    expect(term.ContractualTermId).toEqual(expect.any(Number));
    expect(term.Value).toContain('até o valor de [VALOR_IS] ([VALOR_IS_EXT])');
    expect(term.RenderedValue).toContain(
      'até o valor de R$ 1.500.000,00 (um milhão e quinhentos mil reais)',
    );
    expect(term.RenderedValue).toContain('tomador Construtora Horizonte Engenharia Ltda.');
    expect(JSON.parse(term.JSONTag)).toEqual(
      expect.arrayContaining(['VALOR_IS', 'VALOR_IS_EXT', 'NOME_TOMADOR', 'NOME_SEGURADO']),
    );
    expect(JSON.parse(term.JSONTagValue)).toMatchObject({
      VALOR_IS: 'R$ 1.500.000,00',
      NOME_SEGURADO: 'Município de Campinas',
    });
  });

  it('answers an empty text at Version 0 for a type the modality has not written', async () => {
    const answer = await objectOf(admin, modality.Aduaneiro, 2);
    expectStatus(answer, 200);
    expect(answer.data).toEqual({
      ContractualTermId: null,
      ModalityId: modality.Aduaneiro,
      TermType: 2,
      TermTypeName: 'Condições especiais',
      Value: '',
      JSONTag: '[]',
      JSONTagValue: '{}',
      RenderedValue: '',
      MissingTags: [],
      Version: 0,
    });
    const badType = await objectOf(admin, modality.Aduaneiro, 6);
    expectStatus(badType, 400);
    expect(badType.errors).toEqual([
      'Tipo de termo (termType): informe um dos tipos (1 Objeto, 2 Condições especiais, 3 Texto de endosso, 4 Texto da apólice, 5 Observações).',
    ]);
  });

  it('creates and replaces a term by modality and type, with history and Version', async () => {
    const id = modality.Aduaneiro;
    const value =
      '<p>Regime [MODALIDADE] de [NOME_TOMADOR]; contato [EmailContato]; motivo [TAG_MOTIVO] [nº 12].</p>';
    const created = await admin.put('/api/Core/InsertContractualTerm', {
      ModalityId: id,
      TermType: 2,
      Value: value,
      Version: 0,
    });
    expectStatus(created, 200);
    const term = created.data as ContractualTermAnswer;
    expect(term).toMatchObject({ TermType: 2, Version: 1, Value: value });
    expect(term.RenderedValue).toBe(
      '<p>Regime Executante Construtor de Construtora Horizonte Engenharia Ltda.; contato ' +
        'contato@garantiabrasil.com.br; motivo <mark class="tag-missing">[TAG_MOTIVO]</mark> [nº 12].</p>',
    );
    // A proposal's text has no endorsement: the endorsement-only tag stays missing.
    expect(term.MissingTags).toEqual(['TAG_MOTIVO']);
    expect(JSON.parse(term.JSONTag)).toEqual([
      'MODALIDADE',
      'NOME_TOMADOR',
      'EmailContato',
      'TAG_MOTIVO',
    ]);
    const [row] = await historyOf(id);
    expect(row.ChangesHistories).toEqual([
      {
        Field: 'ContractualTerm2',
        Label: 'Termo contratual: Condições especiais',
        OldValue: null,
        NewValue:
          'Regime [MODALIDADE] de [NOME_TOMADOR]; contato [EmailContato]; motivo [TAG_MOTIVO] [nº 12].',
      },
    ]);

    const stale = await admin.put('/api/Core/InsertContractualTerm', {
      ModalityId: id,
      TermType: 2,
      Value: '<p>Outro texto</p>',
      Version: 0,
    });
    expectStatus(stale, 409);
    const replaced = await admin.put('/api/Core/InsertContractualTerm', {
      ModalityId: id,
      TermType: 2,
      Value: '<p>Outro texto</p>',
      Version: 1,
    });
    expectStatus(replaced, 200);
    expect(replaced.data).toMatchObject({ ContractualTermId: term.ContractualTermId, Version: 2 });
    const [second] = await historyOf(id);
    expect(second.ChangesHistories[0]).toMatchObject({
      Label: 'Termo contratual: Condições especiais',
      NewValue: 'Outro texto',
    });
    expect((await objectOf(analista, id, 2)).data).toMatchObject({
      Value: '<p>Outro texto</p>',
      Version: 2,
    });
  });

  it('fills the endorsement tags only in the endorsement text (type 3)', async () => {
    const answer = await admin.put('/api/Core/InsertContractualTerm', {
      ModalityId: modality.Aduaneiro,
      TermType: 3,
      Value: 'Endosso por [TAG_MOTIVO]: nova IS [TAG_VALOR_IS_ENDOSSO].',
      Version: 0,
    });
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({
      TermTypeName: 'Texto de endosso',
      RenderedValue: 'Endosso por Aumento do valor do contrato: nova IS R$ 1.650.000,00.',
      MissingTags: [],
    });
  });

  it('refuses unknown tags, an empty text, a missing Version and a bad type, naming the field', async () => {
    const base = { ModalityId: modality.Aduaneiro, TermType: 4, Version: 0 };
    const unknown = await admin.put('/api/Core/InsertContractualTerm', {
      ...base,
      Value: '<p>[VALOR_IS] [VALOR_SEGURADO] e [NomeCorretor] [VALOR_SEGURADO]</p>',
    });
    expectStatus(unknown, 400);
    expect(unknown.errors).toEqual([
      'Texto do termo (Value): tags desconhecidas [VALOR_SEGURADO], [NomeCorretor]. Use as tags do catálogo ou as tags de termo da seguradora.',
    ]);
    const empty = await admin.put('/api/Core/InsertContractualTerm', {
      ...base,
      Value: '<p>&nbsp;</p>',
    });
    expect(empty.errors).toEqual(['Texto do termo (Value): informe o texto.']);
    const noVersion = await admin.put('/api/Core/InsertContractualTerm', {
      ...base,
      Version: undefined,
      Value: 'Texto',
    });
    expect(noVersion.errors).toEqual(['O campo "Version" é obrigatório.']);
    const badType = await admin.put('/api/Core/InsertContractualTerm', {
      ...base,
      TermType: 0,
      Value: 'Texto',
    });
    expectStatus(badType, 400);
    expect(badType.errors[0]).toMatch(/^Tipo de termo \(termType\)/);
    expectStatus(await objectOf(admin, modality.Aduaneiro, 4), 200);
    expect((await objectOf(admin, modality.Aduaneiro, 4)).data.ContractualTermId).toBeNull();
  });

  it('refuses writes to brokers and analysts, and another tenant’s modality with 404', async () => {
    const body = {
      ModalityId: modality.Aduaneiro,
      TermType: 5,
      Value: 'Observação',
      Version: 0,
    };
    expectStatus(await corretor.put('/api/Core/InsertContractualTerm', body), 403);
    expectStatus(await analista.put('/api/Core/InsertContractualTerm', body), 403);
    expectStatus(await otherTenant.put('/api/Core/InsertContractualTerm', body), 404);
    expectStatus(await objectOf(otherTenant, modality.Aduaneiro, 1), 404);
    expect((await objectOf(admin, modality.Aduaneiro, 5)).data.Version).toBe(0);
  });
});

describe('particular clauses', () => {
  let clause: ParticularClauseAnswer;
  const list = async (caller: Caller, id: number) => {
    const answer = await caller.get('/api/Core/GetParticularDetailClauses', {
      modalityid: String(id),
    });
    expectStatus(answer, 200);
    return answer.data as ParticularClauseAnswer[];
  };

  it('lists the seeded clauses in order', async () => {
    const clauses = await list(corretor, modality['Executante / Construtor']);
    expect(clauses.map((item) => [item.Order, item.Title, item.IsActive])).toEqual([
      [1, 'Multas punitivas', true],
      [2, 'Ações trabalhistas', true],
    ]);
  });

  it('creates a clause without Id after the last one, in the history', async () => {
    const id = modality['Executante / Construtor'];
    const answer = await admin.post('/api/Core/InsertParticularClause', {
      ModalityId: id,
      Title: '  Foro ',
      Value: '<p>Fica eleito o foro de [CIDADE_SEGURADORA].</p>',
    });
    expectStatus(answer, 200);
    clause = answer.data;
    expect(clause).toMatchObject({ Title: 'Foro', Order: 3, IsActive: true, Version: 1 });
    const [row] = await historyOf(id);
    expect(row.ChangesHistories).toEqual([
      {
        Field: 'ParticularClause',
        Label: 'Cláusula particular',
        OldValue: null,
        NewValue: '3. Foro — Fica eleito o foro de [CIDADE_SEGURADORA]. — ativa',
      },
    ]);
    expect((await list(admin, id)).map((item) => item.Title)).toEqual([
      'Multas punitivas',
      'Ações trabalhistas',
      'Foro',
    ]);
  });

  it('refuses an Id on insert, an empty title and text, a bad order and unknown tags', async () => {
    const id = modality['Executante / Construtor'];
    const withId = await admin.post('/api/Core/InsertParticularClause', {
      Id: clause.Id,
      ModalityId: id,
      Title: 'X',
      Value: 'Y',
    });
    expectStatus(withId, 400);
    expect(withId.errors).toEqual([
      'Id: a cláusula já existe; para alterá-la use UpdateParticularClause.',
    ]);
    const empty = await admin.post('/api/Core/InsertParticularClause', {
      ModalityId: id,
      Title: ' ',
      Value: '<p></p>',
      Order: 0,
    });
    expectStatus(empty, 400);
    expect(empty.errors).toEqual([
      'Título da cláusula (Title): informe o título.',
      'Texto da cláusula (Value): informe o texto.',
      'Ordem (Order): informe um número inteiro entre 1 e 9999.',
    ]);
    const tags = await admin.post('/api/Core/InsertParticularClause', {
      ModalityId: id,
      Title: 'X',
      Value: 'Vale [DATA_QUALQUER].',
    });
    expect(tags.errors).toEqual([
      'Texto da cláusula (Value): tags desconhecidas [DATA_QUALQUER]. Use as tags do catálogo ou as tags de termo da seguradora.',
    ]);
  });

  it('updates against the Version (stale → 409, missing → 400) and keeps absent fields', async () => {
    const answer = await admin.put('/api/Core/UpdateParticularClause', {
      Id: clause.Id,
      Version: 1,
      Order: 1,
    });
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({ Title: 'Foro', Order: 1, Version: 2 });
    const [row] = await historyOf(clause.ModalityId);
    expect(row.ChangesHistories[0]).toMatchObject({
      Label: 'Cláusula particular',
      OldValue: '3. Foro — Fica eleito o foro de [CIDADE_SEGURADORA]. — ativa',
      NewValue: '1. Foro — Fica eleito o foro de [CIDADE_SEGURADORA]. — ativa',
    });
    const stale = await admin.put('/api/Core/UpdateParticularClause', {
      Id: clause.Id,
      Version: 1,
      Title: 'Foro competente',
    });
    expectStatus(stale, 409);
    const noVersion = await admin.put('/api/Core/UpdateParticularClause', {
      Id: clause.Id,
      Title: 'Foro competente',
    });
    expect(noVersion.errors).toEqual(['O campo "Version" é obrigatório.']);
    // Moved to the top, the others make room and keep their Version.
    expect(
      (await list(admin, clause.ModalityId)).map((item) => [item.Order, item.Title, item.Version]),
    ).toEqual([
      [1, 'Foro', 2],
      [2, 'Multas punitivas', 1],
      [3, 'Ações trabalhistas', 1],
    ]);
  });

  it('deactivates a clause: hidden from proposals, kept for the parametrisers', async () => {
    const stale = await admin.put('/api/Core/UpdateStatusParticularClause', {
      Id: clause.Id,
      IsActive: false,
      Version: 1,
    });
    expectStatus(stale, 409);
    const noVersion = await admin.put('/api/Core/UpdateStatusParticularClause', {
      Id: clause.Id,
      IsActive: false,
    });
    expect(noVersion.errors).toEqual(['O campo "Version" é obrigatório.']);
    const answer = await admin.put('/api/Core/UpdateStatusParticularClause', {
      Id: clause.Id,
      IsActive: false,
      Version: 2,
    });
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({ IsActive: false, Version: 3 });
    const [row] = await historyOf(clause.ModalityId);
    expect(row.ChangesHistories[0].NewValue).toMatch(/ — inativa$/);
    expect((await list(corretor, clause.ModalityId)).map((item) => item.Title)).not.toContain(
      'Foro',
    );
    expect((await list(admin, clause.ModalityId)).map((item) => item.Title)).toContain('Foro');
  });

  it('refuses writes to brokers and analysts, and another tenant’s ids with 404', async () => {
    const id = modality['Depósito recursal'];
    const body = { ModalityId: id, Title: 'X', Value: 'Y' };
    expectStatus(await corretor.post('/api/Core/InsertParticularClause', body), 403);
    expectStatus(await analista.post('/api/Core/InsertParticularClause', body), 403);
    expectStatus(
      await analista.put('/api/Core/UpdateStatusParticularClause', {
        Id: clause.Id,
        IsActive: true,
      }),
      403,
    );
    expectStatus(await otherTenant.post('/api/Core/InsertParticularClause', body), 404);
    expectStatus(
      await otherTenant.put('/api/Core/UpdateParticularClause', {
        Id: clause.Id,
        Version: 3,
        Title: 'X',
      }),
      404,
    );
    expectStatus(
      await otherTenant.put('/api/Core/UpdateStatusParticularClause', {
        Id: clause.Id,
        IsActive: true,
        Version: 3,
      }),
      404,
    );
    expectStatus(
      await otherTenant.get('/api/Core/GetParticularDetailClauses', { modalityid: String(id) }),
      404,
    );
    expect(await list(admin, id)).toEqual([]);
  });
});
