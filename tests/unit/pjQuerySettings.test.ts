import { describe, expect, it } from 'vitest';
import {
  defaultPjQuerySettings,
  evaluatePjQuery,
  type PjQuerySettings,
  validatePjQuerySettings,
} from '../../domain/pjQuerySettings';

const settings: PjQuerySettings = { ...defaultPjQuerySettings, IdadeMinimaEmpresaMeses: 12 };
const today = '2026-06-15';

describe('evaluatePjQuery', () => {
  it('lets an active company old enough proceed; never queried: every configured query is due', () => {
    const result = evaluatePjQuery(
      settings,
      { DataAbertura: '2020-01-10', SituacaoCadastral: 'ativa', UltimaConsultaEm: null },
      today,
    );
    expect(result).toEqual({
      PodeProsseguir: true,
      Motivos: [],
      IdadeEmMeses: 77,
      DadosValidosAte: null,
      ConsultasPendentes: [
        { TipoConsultaId: 1, Nome: 'Cadastral PJ', Motivo: 'NUNCA_CONSULTADO' },
        { TipoConsultaId: 3, Nome: 'Crédito PJ', Motivo: 'NUNCA_CONSULTADO' },
        { TipoConsultaId: 5, Nome: 'Sócios (QSA) e PEP', Motivo: 'NUNCA_CONSULTADO' },
      ],
      PreencherDadosCadastrais: true,
    });
  });

  it('counts whole months: one day short of the minimum age blocks', () => {
    const short = evaluatePjQuery(settings, { DataAbertura: '2025-06-16' }, today);
    expect(short.IdadeEmMeses).toBe(11);
    expect(short.PodeProsseguir).toBe(false);
    expect(short.Motivos).toEqual(['Empresa aberta há 11 meses; a seguradora exige ao menos 12.']);
    const exact = evaluatePjQuery(settings, { DataAbertura: '2025-06-15' }, today);
    expect(exact.IdadeEmMeses).toBe(12);
    expect(exact.PodeProsseguir).toBe(true);
  });

  it('blocks a configured situação cadastral, not an unknown one', () => {
    expect(evaluatePjQuery(settings, { SituacaoCadastral: 'INAPTA' }, today).Motivos).toEqual([
      'Situação cadastral INAPTA na Receita Federal.',
    ]);
    const lenient = { ...settings, SituacoesBloqueadas: ['BAIXADA' as const] };
    expect(evaluatePjQuery(lenient, { SituacaoCadastral: 'INAPTA' }, today).PodeProsseguir).toBe(
      true,
    );
    expect(evaluatePjQuery(settings, {}, today).PodeProsseguir).toBe(true);
  });

  it('keeps data valid for the configured days, then every query is due again', () => {
    const valid = evaluatePjQuery(settings, { UltimaConsultaEm: '2026-03-17' }, today);
    expect(valid.ConsultasPendentes).toEqual([]);
    expect(valid.DadosValidosAte).toBe('2026-06-15');
    const expired = evaluatePjQuery(settings, { UltimaConsultaEm: '2026-03-16' }, today);
    expect(expired.ConsultasPendentes.map((due) => due.Motivo)).toEqual([
      'DADOS_VENCIDOS',
      'DADOS_VENCIDOS',
      'DADOS_VENCIDOS',
    ]);
  });
});

describe('validatePjQuerySettings', () => {
  it('keeps the base values for absent fields and sorts the lists', () => {
    const { values, problems } = validatePjQuerySettings({
      TiposConsulta: [6, 1, 1],
      SituacoesBloqueadas: ['NULA', 'SUSPENSA'],
    });
    expect(problems).toEqual([]);
    expect(values).toEqual({
      ...defaultPjQuerySettings,
      TiposConsulta: [1, 6],
      SituacoesBloqueadas: ['SUSPENSA', 'NULA'],
    });
  });

  it('refuses PF queries, unknown situations and out-of-range numbers, one message each', () => {
    const { problems } = validatePjQuerySettings({
      TiposConsulta: [4],
      SituacoesBloqueadas: ['FECHADA'],
      IdadeMinimaEmpresaMeses: 601,
      ValidadeDadosDias: 400,
      PreencherDadosCadastrais: 'sim',
    });
    expect(problems).toHaveLength(5);
    expect(problems[2]).toBe(
      'Idade mínima da empresa (meses) (IdadeMinimaEmpresaMeses): informe um número inteiro de 0 a 600.',
    );
  });
});
