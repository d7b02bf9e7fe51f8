import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Bureau,
  type BureauHistoryRow,
  QueryType,
  type QueryTypeParameters,
} from '../../../domain/bureauQueries';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import type { TestApp } from '../support/testApp';
import {
  ADD,
  BUREAU_HISTORY,
  BY_TYPE,
  LIST,
  orderOf,
  queryTypeOf,
  REMOVE,
  UPDATE,
} from './helpers';

let t: TestApp;
let admin: Caller;
let analista: Caller;
let corretor: Caller;
let otherTenant: Caller;

beforeAll(async () => {
  ({ t, admin, analista, corretor, otherTenant } = await signedInApp([
    'admin',
    'analista',
    'corretor',
  ]));
});
afterAll(() => t.close());

const historyOf = async (queryTypeId: number) => {
  const answer = await admin.get(BUREAU_HISTORY, { TipoConsultaId: String(queryTypeId) });
  expectStatus(answer, 200);
  return answer.data as BureauHistoryRow[];
};

const parameterOf = (type: QueryTypeParameters, bureauName: string) => {
  const row = type.ParametrosBureaus.find((item) => item.NomeBureau === bureauName);
  if (!row) throw new Error(`sem ${bureauName}`);
  return row;
};

describe('ObterParametrosConsultasPorBureau and ObterBureausPorConsulta', () => {
  it('answers every query type with its bureaus in fallback order to the insurer’s staff', async () => {
    expectStatus(await corretor.get(LIST), 403);
    const answer = await analista.get(LIST);
    expectStatus(answer, 200);
    const list = answer.data.ListaConstultas as QueryTypeParameters[];
    expect(list.map((type) => type.Nome)).toEqual([
      'Cadastral PJ',
      'Cadastral PF',
      'Crédito PJ',
      'Crédito PF',
      'Sócios (QSA) e PEP',
      'Processos judiciais',
    ]);
    const credit = list.find((type) => type.TipoConsultaId === QueryType.CREDITO_PJ);
    expect(credit && orderOf(credit)).toEqual(['Serasa Experian@1', 'Boa Vista SCPC@2', 'Quod@3']);
    expect(credit?.ParametrosBureaus[0]).toMatchObject({
      ValidadeEmDias: 30,
      Ativo: true,
      CustoPorConsulta: '18.50',
    });
    expect(credit?.BureausDisponiveis.map((bureau) => bureau.Nome)).toEqual([
      'Serasa Experian',
      'Boa Vista SCPC',
      'Quod',
    ]);
  });

  it('answers one query type, 404 for an unknown one, and another tenant none of ours', async () => {
    const type = await queryTypeOf(admin, QueryType.PROCESSOS_JUDICIAIS);
    expect(orderOf(type)).toEqual(['BigDataCorp@1']);
    expectStatus(await admin.get(BY_TYPE, { TipoConsultaId: '99' }), 404);
    const missing = await admin.get(BY_TYPE);
    expectStatus(missing, 400);
    expect(missing.errors).toEqual(['O campo "TipoConsultaId" é obrigatório.']);
    const theirs = (await otherTenant.get(LIST)).data.ListaConstultas as QueryTypeParameters[];
    expect(theirs.flatMap((item) => item.ParametrosBureaus)).toEqual([]);
  });
});

describe('AdicionarParametrosConsultasPorBureau', () => {
  it('names every invalid field, refuses a bureau that does not serve the query or is there already', async () => {
    const invalid = await admin.post(ADD, {
      TipoConsultaId: QueryType.CADASTRAL_PJ,
      BureauId: Bureau.QUOD,
      Prioridade: 9,
      ValidadeEmDias: 0,
      CustoPorConsulta: '-1',
    });
    expectStatus(invalid, 400);
    expect(invalid.errors).toEqual([
      'Bureau (BureauId): Quod não oferece a consulta Cadastral PJ.',
      'Prioridade (Prioridade): informe um número inteiro de 1 a 4.',
      'Validade do resultado (dias) (ValidadeEmDias): informe um número inteiro de 1 a 365.',
      'Custo por consulta (CustoPorConsulta): informe um valor em reais maior ou igual a zero, com até 2 casas.',
    ]);
    const twice = await admin.post(ADD, {
      TipoConsultaId: QueryType.CREDITO_PJ,
      BureauId: Bureau.SERASA,
      ValidadeEmDias: 30,
    });
    expectStatus(twice, 400);
    expect(twice.errors).toEqual([
      'Bureau (BureauId): Serasa Experian já está parametrizado nesta consulta.',
    ]);
    const noType = await admin.post(ADD, { TipoConsultaId: 42, BureauId: 1, ValidadeEmDias: 5 });
    expect(noType.errors).toContain(
      'Tipo de consulta (TipoConsultaId): escolha um tipo de consulta do catálogo.',
    );
    const body = {
      TipoConsultaId: QueryType.SOCIOS_PEP,
      BureauId: Bureau.SERASA,
      ValidadeEmDias: 60,
    };
    expectStatus(await analista.post(ADD, body), 403);
    expectStatus(await corretor.post(ADD, body), 403);
    expect(orderOf(await queryTypeOf(admin, QueryType.SOCIOS_PEP))).toEqual([
      'BigDataCorp@1',
      'Neoway@2',
    ]);
  });

  it('puts a bureau at the priority asked, the others shift, and the history says who', async () => {
    const answer = await admin.post(ADD, {
      TipoConsultaId: QueryType.SOCIOS_PEP,
      BureauId: Bureau.SERASA,
      Prioridade: 1,
      ValidadeEmDias: 60,
      CustoPorConsulta: 6.5,
    });
    expectStatus(answer, 200);
    expect(orderOf(answer.data)).toEqual(['Serasa Experian@1', 'BigDataCorp@2', 'Neoway@3']);
    expect(parameterOf(answer.data, 'Serasa Experian')).toMatchObject({
      ValidadeEmDias: 60,
      CustoPorConsulta: '6.50',
      Ativo: true,
    });
    const [row] = await historyOf(QueryType.SOCIOS_PEP);
    expect(row.ChangedByName).toBe('Ana Paula Ribeiro');
    expect(row.ChangesHistories).toEqual([
      {
        Field: 'Bureau',
        Label: 'Bureau',
        OldValue: null,
        NewValue: 'Serasa Experian: prioridade 1; validade 60 dias; ativo; custo R$ 6,50',
      },
    ]);
    const last = await admin.post(ADD, {
      TipoConsultaId: QueryType.PROCESSOS_JUDICIAIS,
      BureauId: Bureau.NEOWAY,
      ValidadeEmDias: 45,
    });
    expect(orderOf(last.data)).toEqual(['BigDataCorp@1', 'Neoway@2']);
    expect(parameterOf(last.data, 'Neoway').CustoPorConsulta).toBeNull();
  });
});

describe('AtualizarParametrosConsultasPorBureau', () => {
  it('moves a bureau up the fallback order and changes its validity, active flag and cost', async () => {
    const before = parameterOf(await queryTypeOf(admin, QueryType.SOCIOS_PEP), 'Neoway');
    const answer = await admin.post(UPDATE, {
      BureauParametrizacaoConsultasId: before.BureauParametrizacaoConsultasId,
      Version: before.Version,
      Prioridade: 1,
      ValidadeEmDias: 120,
      Ativo: false,
    });
    expectStatus(answer, 200);
    expect(orderOf(answer.data)).toEqual(['Neoway@1', 'Serasa Experian@2', 'BigDataCorp@3']);
    expect(parameterOf(answer.data, 'Neoway')).toMatchObject({
      ValidadeEmDias: 120,
      Ativo: false,
      CustoPorConsulta: '5.10',
    });
    const [row] = await historyOf(QueryType.SOCIOS_PEP);
    expect(row.ChangesHistories[0]).toMatchObject({
      OldValue: 'Neoway: prioridade 3; validade 90 dias; ativo; custo R$ 5,10',
      NewValue: 'Neoway: prioridade 1; validade 120 dias; inativo; custo R$ 5,10',
    });
  });

  it('refuses a stale version (409), a missing one and invalid values (400), another tenant (404)', async () => {
    const current = parameterOf(await queryTypeOf(admin, QueryType.CREDITO_PJ), 'Quod');
    const id = current.BureauParametrizacaoConsultasId;
    const stale = await admin.post(UPDATE, {
      BureauParametrizacaoConsultasId: id,
      Version: current.Version - 1 || 99,
      ValidadeEmDias: 10,
    });
    expectStatus(stale, 409);
    const noVersion = await admin.post(UPDATE, { BureauParametrizacaoConsultasId: id });
    expectStatus(noVersion, 400);
    expect(noVersion.errors).toEqual(['O campo "Version" é obrigatório.']);
    const invalid = await admin.post(UPDATE, {
      BureauParametrizacaoConsultasId: id,
      Version: current.Version,
      Prioridade: 4,
      ValidadeEmDias: 366,
    });
    expect(invalid.errors).toEqual([
      'Prioridade (Prioridade): informe um número inteiro de 1 a 3.',
      'Validade do resultado (dias) (ValidadeEmDias): informe um número inteiro de 1 a 365.',
    ]);
    const foreign = await otherTenant.post(UPDATE, {
      BureauParametrizacaoConsultasId: id,
      Version: current.Version,
      ValidadeEmDias: 10,
    });
    expectStatus(foreign, 404);
    expect(parameterOf(await queryTypeOf(admin, QueryType.CREDITO_PJ), 'Quod')).toEqual(current);
  });

  it('a moved bureau gets a new version, so a stale edit cannot put it back', async () => {
    const type = await queryTypeOf(admin, QueryType.CREDITO_PF);
    const [boaVista, serasa] = type.ParametrosBureaus;
    await admin.post(UPDATE, {
      BureauParametrizacaoConsultasId: serasa.BureauParametrizacaoConsultasId,
      Version: serasa.Version,
      Prioridade: 1,
    });
    const late = await admin.post(UPDATE, {
      BureauParametrizacaoConsultasId: boaVista.BureauParametrizacaoConsultasId,
      Version: boaVista.Version,
      Prioridade: 1,
    });
    expectStatus(late, 409);
    expect(orderOf(await queryTypeOf(admin, QueryType.CREDITO_PF))).toEqual([
      'Serasa Experian@1',
      'Boa Vista SCPC@2',
    ]);
  });
});

describe('DeletarParametrosConsultasPorBureau', () => {
  it('removes a bureau, closes the gap and records it; an unknown id is 404', async () => {
    const serasa = parameterOf(await queryTypeOf(admin, QueryType.SOCIOS_PEP), 'Serasa Experian');
    const query = {
      BureauParametrizacaoConsultasId: String(serasa.BureauParametrizacaoConsultasId),
    };
    expectStatus(await analista.post(REMOVE, undefined, query), 403);
    // The spec defines this call with its id only: a Version sent is checked.
    const stale = await admin.post(REMOVE, undefined, {
      ...query,
      Version: String(serasa.Version + 1),
    });
    expectStatus(stale, 409);
    expect(stale.errors).toEqual([
      'Este bureau foi alterado por outra pessoa. Recarregue a página e refaça a alteração.',
    ]);
    expect(orderOf(await queryTypeOf(admin, QueryType.SOCIOS_PEP))).toEqual([
      'Neoway@1',
      'Serasa Experian@2',
      'BigDataCorp@3',
    ]);
    const answer = await admin.post(REMOVE, undefined, {
      ...query,
      Version: String(serasa.Version),
    });
    expectStatus(answer, 200);
    expect(orderOf(answer.data)).toEqual(['Neoway@1', 'BigDataCorp@2']);
    const [row] = await historyOf(QueryType.SOCIOS_PEP);
    expect(row.ChangesHistories[0]).toMatchObject({
      OldValue: 'Serasa Experian: prioridade 2; validade 60 dias; ativo; custo R$ 6,50',
      NewValue: null,
    });
    expectStatus(await admin.post(REMOVE, undefined, query), 404);
  });
});
