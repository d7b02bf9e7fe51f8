import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cnpjWithCheckDigits } from '../../../server/db/seed/documentNumbers';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import type { TestApp } from '../support/testApp';
import { PJ_EVALUATE, PJ_GET, PJ_HISTORY, PJ_SAVE } from './helpers';

let t: TestApp;
let admin: Caller;
let analista: Caller;
let corretor: Caller;
let otherTenant: Caller;
const cnpj = cnpjWithCheckDigits('445566770001');

beforeAll(async () => {
  ({ t, admin, analista, corretor, otherTenant } = await signedInApp([
    'admin',
    'analista',
    'corretor',
  ]));
});
afterAll(() => t.close());

describe('ObterConfiguracaoConsultaPJ and SalvarConfiguracaoConsultaPJ', () => {
  it('answers the demo settings, and the defaults to a tenant that never saved', async () => {
    const answer = await corretor.get(PJ_GET);
    expectStatus(answer, 200);
    expect(answer.data).toEqual({
      TiposConsulta: [1, 3, 5],
      PreencherDadosCadastrais: true,
      IdadeMinimaEmpresaMeses: 12,
      SituacoesBloqueadas: ['SUSPENSA', 'INAPTA', 'BAIXADA', 'NULA'],
      ValidadeDadosDias: 90,
      Padrao: false,
      Version: 1,
    });
    expect((await otherTenant.get(PJ_GET)).data).toMatchObject({
      IdadeMinimaEmpresaMeses: 6,
      Padrao: true,
      Version: 0,
    });
  });

  it('names every invalid field and is refused to whoever does not parameterise', async () => {
    const invalid = await admin.post(PJ_SAVE, {
      TiposConsulta: [2],
      IdadeMinimaEmpresaMeses: -1,
      SituacoesBloqueadas: ['ATIVA'],
      ValidadeDadosDias: 0,
      Version: 1,
    });
    expectStatus(invalid, 400);
    expect(invalid.errors).toEqual([
      'Consultas realizadas (TiposConsulta): escolha ao menos uma consulta entre Cadastral PJ, Crédito PJ, Sócios (QSA) e PEP, Processos judiciais.',
      'Idade mínima da empresa (meses) (IdadeMinimaEmpresaMeses): informe um número inteiro de 0 a 600.',
      'Situações cadastrais que bloqueiam (SituacoesBloqueadas): a situação ATIVA não pode bloquear o tomador.',
      'Validade dos dados de bureau (dias) (ValidadeDadosDias): informe um número inteiro de 1 a 365.',
    ]);
    expectStatus(await analista.post(PJ_SAVE, { ValidadeDadosDias: 30, Version: 1 }), 403);
    expectStatus(await admin.post(PJ_SAVE, { ValidadeDadosDias: 30 }), 400);
    expectStatus(await admin.post(PJ_SAVE, { ValidadeDadosDias: 30, Version: 7 }), 409);
  });

  it('saves a change, keeps what was not sent and records the history', async () => {
    const answer = await admin.post(PJ_SAVE, {
      TiposConsulta: [6, 1, 3],
      IdadeMinimaEmpresaMeses: 24,
      Version: 1,
    });
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({
      TiposConsulta: [1, 3, 6],
      IdadeMinimaEmpresaMeses: 24,
      ValidadeDadosDias: 90,
      Version: 2,
    });
    const [row] = (await admin.get(PJ_HISTORY)).data;
    expect(row.ChangedByName).toBe('Ana Paula Ribeiro');
    expect(row.ChangesHistories).toEqual([
      {
        Field: 'TiposConsulta',
        Label: 'Consultas realizadas',
        OldValue: 'Cadastral PJ, Crédito PJ, Sócios (QSA) e PEP',
        NewValue: 'Cadastral PJ, Crédito PJ, Processos judiciais',
      },
      {
        Field: 'IdadeMinimaEmpresaMeses',
        Label: 'Idade mínima da empresa (meses)',
        OldValue: '12',
        NewValue: '24',
      },
    ]);
  });

  it('creates another tenant’s own settings from the defaults on its first save', async () => {
    const answer = await otherTenant.post(PJ_SAVE, { PreencherDadosCadastrais: false, Version: 0 });
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({
      PreencherDadosCadastrais: false,
      Padrao: false,
      Version: 1,
    });
    expect((await admin.get(PJ_GET)).data.PreencherDadosCadastrais).toBe(true);
  });
});

describe('AvaliarConsultaPJ (the settings in effect)', () => {
  it('blocks a company younger than the minimum age or in a blocking situation', async () => {
    const young = await admin.get(PJ_EVALUATE, {
      cnpj,
      dataAbertura: '2099-01-01',
      situacaoCadastral: 'BAIXADA',
    });
    expectStatus(young, 200);
    expect(young.data.PodeProsseguir).toBe(false);
    expect(young.data.Motivos).toEqual([
      'Situação cadastral BAIXADA na Receita Federal.',
      'Empresa aberta há 0 meses; a seguradora exige ao menos 24.',
    ]);
  });

  it('lets an old active company proceed and lists every query due with its bureaus by priority', async () => {
    const answer = await admin.get(PJ_EVALUATE, {
      cnpj,
      dataAbertura: '1998-03-10',
      situacaoCadastral: 'ATIVA',
    });
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({
      Cnpj: cnpj,
      PodeProsseguir: true,
      Motivos: [],
      DadosValidosAte: null,
      PreencherDadosCadastrais: true,
    });
    expect(answer.data.ConsultasPendentes).toEqual([
      {
        TipoConsultaId: 1,
        Nome: 'Cadastral PJ',
        Motivo: 'NUNCA_CONSULTADO',
        Bureaus: ['Receita Federal', 'Serasa Experian', 'Neoway'],
      },
      {
        TipoConsultaId: 3,
        Nome: 'Crédito PJ',
        Motivo: 'NUNCA_CONSULTADO',
        Bureaus: ['Serasa Experian', 'Boa Vista SCPC', 'Quod'],
      },
      {
        TipoConsultaId: 6,
        Nome: 'Processos judiciais',
        Motivo: 'NUNCA_CONSULTADO',
        Bureaus: ['BigDataCorp'],
      },
    ]);
    const fresh = await admin.get(PJ_EVALUATE, { cnpj, ultimaConsulta: '2099-12-31' });
    expect(fresh.data.ConsultasPendentes).toEqual([]);
    expect(fresh.data.DadosValidosAte).toBe('2100-03-31');
  });

  it('validates the CNPJ and the dates, naming the field; brokers managing holders may ask', async () => {
    const invalid = await admin.get(PJ_EVALUATE, {
      cnpj: '11.111.111/1111-11',
      dataAbertura: '10/03/1998',
    });
    expectStatus(invalid, 400);
    expect(invalid.errors).toEqual([
      'cnpj: CNPJ inválido.',
      'dataAbertura: informe a data no formato AAAA-MM-DD.',
    ]);
    expectStatus(await corretor.get(PJ_EVALUATE, { cnpj }), 200);
    expectStatus(await analista.get(PJ_EVALUATE, { cnpj }), 403);
  });
});
