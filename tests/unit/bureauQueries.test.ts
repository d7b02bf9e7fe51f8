import { describe, expect, it } from 'vitest';
import {
  Bureau,
  type BureauParameter,
  bureauParameterSummary,
  bureausFor,
  fallbackOrder,
  QueryType,
  reorder,
  validateBureauParameterChange,
  validateNewBureauParameter,
} from '../../domain/bureauQueries';

describe('catalogues', () => {
  it('lists only the bureaus that serve a query type', () => {
    expect(bureausFor(QueryType.CREDITO_PJ).map((bureau) => bureau.Nome)).toEqual([
      'Serasa Experian',
      'Boa Vista SCPC',
      'Quod',
    ]);
    expect(bureausFor(QueryType.PROCESSOS_JUDICIAIS).map((bureau) => bureau.Nome)).toEqual([
      'Serasa Experian',
      'Neoway',
      'BigDataCorp',
    ]);
  });
});

describe('validateNewBureauParameter', () => {
  const current = [{ BureauId: Bureau.SERASA }, { BureauId: Bureau.BOA_VISTA }];

  it('accepts a bureau of the query type, last by default, active by default, cost with 2 places', () => {
    const { values, problems } = validateNewBureauParameter(
      {
        TipoConsultaId: QueryType.CREDITO_PJ,
        BureauId: Bureau.QUOD,
        ValidadeEmDias: 30,
        CustoPorConsulta: '9,8',
      },
      current,
    );
    expect(problems).toEqual([]);
    expect(values).toEqual({
      TipoConsultaId: 3,
      BureauId: 3,
      Prioridade: 3,
      ValidadeEmDias: 30,
      Ativo: true,
      CustoPorConsulta: '9.80',
    });
  });

  it('refuses a bureau twice, a bureau that does not serve the type and out-of-range values', () => {
    expect(
      validateNewBureauParameter(
        { TipoConsultaId: 3, BureauId: Bureau.SERASA, ValidadeEmDias: 30 },
        current,
      ).problems,
    ).toEqual(['Bureau (BureauId): Serasa Experian já está parametrizado nesta consulta.']);
    expect(
      validateNewBureauParameter(
        { TipoConsultaId: 3, BureauId: Bureau.RECEITA_FEDERAL, Prioridade: 0, ValidadeEmDias: 366 },
        current,
      ).problems,
    ).toEqual([
      'Bureau (BureauId): Receita Federal não oferece a consulta Crédito PJ.',
      'Prioridade (Prioridade): informe um número inteiro de 1 a 3.',
      'Validade do resultado (dias) (ValidadeEmDias): informe um número inteiro de 1 a 365.',
    ]);
    expect(
      validateNewBureauParameter({ TipoConsultaId: 3, BureauId: 3, ValidadeEmDias: 1.5 }, [])
        .problems,
    ).toHaveLength(1);
  });
});

describe('validateBureauParameterChange', () => {
  const before = { Prioridade: 2, ValidadeEmDias: 30, Ativo: true, CustoPorConsulta: '4.00' };

  it('keeps what is absent and clears the cost with null', () => {
    expect(
      validateBureauParameterChange({ Ativo: false, CustoPorConsulta: null }, before, 3),
    ).toEqual({
      values: { Prioridade: 2, ValidadeEmDias: 30, Ativo: false, CustoPorConsulta: null },
      problems: [],
    });
  });

  it('keeps priorities inside the list', () => {
    expect(validateBureauParameterChange({ Prioridade: 4 }, before, 3).problems).toEqual([
      'Prioridade (Prioridade): informe um número inteiro de 1 a 3.',
    ]);
  });
});

describe('reorder (unique, contiguous priorities)', () => {
  it('moves a bureau up or down, the others shift', () => {
    expect(reorder([10, 20, 30], { id: 30, priority: 1 })).toEqual([30, 10, 20]);
    expect(reorder([10, 20, 30], { id: 10, priority: 3 })).toEqual([20, 30, 10]);
    expect(reorder([10, 20, 30], { id: 20, priority: 2 })).toEqual([10, 20, 30]);
  });

  it('inserts a new bureau at its priority and removes one closing the gap', () => {
    expect(reorder([10, 20], { id: 99, priority: 1 })).toEqual([99, 10, 20]);
    expect(reorder([10, 20], { id: 99, priority: 3 })).toEqual([10, 20, 99]);
    expect(reorder([10, 20, 30], { id: 20, priority: null })).toEqual([10, 30]);
  });
});

describe('fallbackOrder and the history summary', () => {
  const row = (name: string, priority: number, active: boolean): BureauParameter => ({
    BureauParametrizacaoConsultasId: priority,
    TipoConsultaId: 3,
    BureauId: priority,
    NomeBureau: name,
    Prioridade: priority,
    ValidadeEmDias: 30,
    Ativo: active,
    CustoPorConsulta: null,
    Version: 1,
  });

  it('asks the active bureaus by priority', () => {
    const order = fallbackOrder([
      row('Quod', 3, true),
      row('Serasa', 1, false),
      row('Boa Vista', 2, true),
    ]);
    expect(order.map((item) => item.NomeBureau)).toEqual(['Boa Vista', 'Quod']);
  });

  it('describes a bureau in one line', () => {
    expect(
      bureauParameterSummary('Quod', {
        Prioridade: 3,
        ValidadeEmDias: 15,
        Ativo: false,
        CustoPorConsulta: null,
      }),
    ).toBe('Quod: prioridade 3; validade 15 dias; inativo; custo não informado');
  });
});
