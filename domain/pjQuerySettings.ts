import { differenceInCalendarDays, differenceInCalendarMonths, isValid, parseISO } from 'date-fns';
import { findQueryType, type QueryTypeId, queryTypes } from './bureauQueries';

/**
 * PJ query settings ("Consulta PJ"): what the insurer checks when a company (PJ) policy holder is
 * registered or re-analysed — which bureau queries run, whether the cadastral answer fills the
 * holder's registration, the minimum age of the company, the Receita Federal situations that
 * block it and how long bureau data stays valid. One row per tenant; these defaults when absent.
 */

/** Situação cadastral of a CNPJ at the Receita Federal. */
export const cnpjSituations = ['ATIVA', 'SUSPENSA', 'INAPTA', 'BAIXADA', 'NULA'] as const;
export type CnpjSituation = (typeof cnpjSituations)[number];

/** Query types that apply to a company (PJ). */
export const pjQueryTypes = queryTypes.filter((type) => type.Pessoa !== 'PF');

export const MAX_MIN_AGE_MONTHS = 600;
export const MIN_DATA_VALIDITY_DAYS = 1;
export const MAX_DATA_VALIDITY_DAYS = 365;

export interface PjQuerySettings {
  /** Query types run for a PJ holder (ids of domain/bureauQueries, PJ ones only). */
  TiposConsulta: number[];
  /** The cadastral query's answer fills the holder's name, address and activity. */
  PreencherDadosCadastrais: boolean;
  /** A company younger than this (in whole months since its opening) is not accepted. */
  IdadeMinimaEmpresaMeses: number;
  /** Situações cadastrais that block the holder. */
  SituacoesBloqueadas: CnpjSituation[];
  /** Days a holder's bureau data stays valid before a new query is due. */
  ValidadeDadosDias: number;
}

export const defaultPjQuerySettings: PjQuerySettings = {
  TiposConsulta: [1, 3, 5],
  PreencherDadosCadastrais: true,
  IdadeMinimaEmpresaMeses: 6,
  SituacoesBloqueadas: ['SUSPENSA', 'INAPTA', 'BAIXADA', 'NULA'],
  ValidadeDadosDias: 90,
};

export const pjQuerySettingsLabels = {
  TiposConsulta: 'Consultas realizadas',
  PreencherDadosCadastrais: 'Preencher o cadastro com a consulta cadastral',
  IdadeMinimaEmpresaMeses: 'Idade mínima da empresa (meses)',
  SituacoesBloqueadas: 'Situações cadastrais que bloqueiam',
  ValidadeDadosDias: 'Validade dos dados de bureau (dias)',
} as const;
type Field = keyof typeof pjQuerySettingsLabels;
const label = (field: Field) => `${pjQuerySettingsLabels[field]} (${field})`;

type Loose<T> = { [K in keyof T]?: unknown };
export type PjQuerySettingsInput = Loose<PjQuerySettings>;

const isWhole = (value: unknown, min: number, max: number) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** Every field checked at once; a field absent keeps `base`'s value. Lists come back sorted. */
export const validatePjQuerySettings = (
  input: PjQuerySettingsInput,
  base: PjQuerySettings = defaultPjQuerySettings,
) => {
  const problems: string[] = [];
  const given = {
    ...base,
    ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
  };
  const types = Array.isArray(given.TiposConsulta) ? given.TiposConsulta : null;
  if (!types?.length || !types.every((id) => pjQueryTypes.some((type) => type.Id === id))) {
    problems.push(
      `${label('TiposConsulta')}: escolha ao menos uma consulta entre ${pjQueryTypes.map((type) => type.Nome).join(', ')}.`,
    );
  }
  if (typeof given.PreencherDadosCadastrais !== 'boolean') {
    problems.push(`${label('PreencherDadosCadastrais')}: informe sim ou não.`);
  }
  if (!isWhole(given.IdadeMinimaEmpresaMeses, 0, MAX_MIN_AGE_MONTHS)) {
    problems.push(
      `${label('IdadeMinimaEmpresaMeses')}: informe um número inteiro de 0 a ${MAX_MIN_AGE_MONTHS}.`,
    );
  }
  const situations = Array.isArray(given.SituacoesBloqueadas) ? given.SituacoesBloqueadas : null;
  if (!situations || !situations.every((item) => cnpjSituations.includes(item as CnpjSituation))) {
    problems.push(`${label('SituacoesBloqueadas')}: use apenas ${cnpjSituations.join(', ')}.`);
  } else if (situations.includes('ATIVA')) {
    problems.push(`${label('SituacoesBloqueadas')}: a situação ATIVA não pode bloquear o tomador.`);
  }
  if (!isWhole(given.ValidadeDadosDias, MIN_DATA_VALIDITY_DAYS, MAX_DATA_VALIDITY_DAYS)) {
    problems.push(
      `${label('ValidadeDadosDias')}: informe um número inteiro de ${MIN_DATA_VALIDITY_DAYS} a ${MAX_DATA_VALIDITY_DAYS}.`,
    );
  }
  const values: PjQuerySettings = {
    TiposConsulta: [...new Set((types ?? []) as number[])].sort((a, b) => a - b),
    PreencherDadosCadastrais: given.PreencherDadosCadastrais === true,
    IdadeMinimaEmpresaMeses: given.IdadeMinimaEmpresaMeses as number,
    SituacoesBloqueadas: cnpjSituations.filter((item) => situations?.includes(item)),
    ValidadeDadosDias: given.ValidadeDadosDias as number,
  };
  return { values, problems };
};

/** What is known of the company when it is evaluated (dates as YYYY-MM-DD). */
export interface PjCompanyData {
  DataAbertura?: string | null;
  SituacaoCadastral?: string | null;
  /** The last time the holder's bureau data was queried; null: never. */
  UltimaConsultaEm?: string | null;
}

export interface PjDueQuery {
  TipoConsultaId: number;
  Nome: string;
  Motivo: 'NUNCA_CONSULTADO' | 'DADOS_VENCIDOS';
}

export interface PjEvaluation {
  PodeProsseguir: boolean;
  /** Why the holder may not proceed (empty when it may). */
  Motivos: string[];
  IdadeEmMeses: number | null;
  /** The day the current bureau data stops being valid (null: never queried). */
  DadosValidosAte: string | null;
  ConsultasPendentes: PjDueQuery[];
  PreencherDadosCadastrais: boolean;
}

/**
 * The shapes of the PJ query settings calls are the contract in ./contracts/bureaus (the
 * gateway's route schemas come from the same zod objects): PjSettingsAnswer (the settings with
 * Padrao and their Version), PjSettingsInput (what SalvarConfiguracaoConsultaPJ takes),
 * PjEvaluationQuery and PjEvaluationAnswer (AvaliarConsultaPJ: this evaluation with the CNPJ, the
 * reference day and each due query's bureaus).
 */
export type {
  PjEvaluationAnswer,
  PjEvaluationQuery,
  PjSettingsAnswer,
  PjSettingsInput,
} from './contracts/bureaus';

const day = (value: string | null | undefined) => {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
};

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * Whether a PJ holder may proceed and which queries are due, on `today` (YYYY-MM-DD):
 * - a blocking situação cadastral or a company younger than the minimum age stops it; an unknown
 *   opening date or situation does not (the cadastral query, then due, brings them);
 * - every configured query is due when never run or older than the validity.
 */
export const evaluatePjQuery = (
  settings: PjQuerySettings,
  company: PjCompanyData,
  today: string,
): PjEvaluation => {
  const now = day(today) ?? new Date(Number.NaN);
  const reasons: string[] = [];
  const situation = company.SituacaoCadastral?.trim().toUpperCase() || null;
  if (situation && settings.SituacoesBloqueadas.includes(situation as CnpjSituation)) {
    reasons.push(`Situação cadastral ${situation} na Receita Federal.`);
  }
  const opened = day(company.DataAbertura);
  const age = opened
    ? differenceInCalendarMonths(now, opened) - (now.getDate() < opened.getDate() ? 1 : 0)
    : null;
  if (age !== null && age < settings.IdadeMinimaEmpresaMeses) {
    reasons.push(
      `Empresa aberta há ${Math.max(age, 0)} ${Math.max(age, 0) === 1 ? 'mês' : 'meses'}; a seguradora exige ao menos ${settings.IdadeMinimaEmpresaMeses}.`,
    );
  }
  const last = day(company.UltimaConsultaEm);
  const expired = last ? differenceInCalendarDays(now, last) > settings.ValidadeDadosDias : true;
  const validUntil = last
    ? isoDay(
        new Date(last.getFullYear(), last.getMonth(), last.getDate() + settings.ValidadeDadosDias),
      )
    : null;
  const due: PjDueQuery[] = expired
    ? settings.TiposConsulta.map((id) => ({
        TipoConsultaId: id,
        Nome: findQueryType(id as QueryTypeId)?.Nome ?? String(id),
        Motivo: last ? 'DADOS_VENCIDOS' : 'NUNCA_CONSULTADO',
      }))
    : [];
  return {
    PodeProsseguir: reasons.length === 0,
    Motivos: reasons,
    IdadeEmMeses: age === null ? null : Math.max(age, 0),
    DadosValidosAte: validUntil,
    ConsultasPendentes: due,
    PreencherDadosCadastrais: settings.PreencherDadosCadastrais,
  };
};

/** How a history row shows a settings value. */
export const pjSettingsValueText = (field: string, value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (field === 'TiposConsulta' && Array.isArray(value)) {
    return value.map((id) => findQueryType(id)?.Nome ?? String(id)).join(', ');
  }
  if (Array.isArray(value)) return value.length ? value.join(', ') : 'nenhuma';
  return String(value);
};
