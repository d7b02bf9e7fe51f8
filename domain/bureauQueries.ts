import { toDecimal } from './decimalValue';
import { formatBRL } from './format';
import type {
  AddBureauParameterInput,
  BureauParameter,
  BureauParameterIdQuery,
  QueryTypeList,
  QueryTypeParameters,
  QueryTypeQuery,
  UpdateBureauParameterInput,
} from './contracts/bureaus';
import type { HistoryEntry } from './contracts/history';

/**
 * Credit-bureau query parameters ("Bureaus de consulta"): for each kind of query the insurer runs
 * on a policy holder (cadastral, credit, partners/PEP, lawsuits), the bureaus asked, in fallback
 * order (Prioridade 1 first; the next one answers when it fails), how long an answer stays valid
 * and what each query costs. Catalogues of query types and bureaus are fixed here.
 */

export const QueryType = {
  CADASTRAL_PJ: 1,
  CADASTRAL_PF: 2,
  CREDITO_PJ: 3,
  CREDITO_PF: 4,
  SOCIOS_PEP: 5,
  PROCESSOS_JUDICIAIS: 6,
} as const;
export type QueryTypeId = (typeof QueryType)[keyof typeof QueryType];

export interface QueryTypeInfo {
  Id: QueryTypeId;
  Nome: string;
  Descricao: string;
  /** The kind of document the query is about. */
  Pessoa: 'PJ' | 'PF' | 'PJ/PF';
}

export const queryTypes: readonly QueryTypeInfo[] = [
  {
    Id: 1,
    Nome: 'Cadastral PJ',
    Descricao: 'Razão social, situação cadastral, data de abertura, CNAE e endereço do CNPJ.',
    Pessoa: 'PJ',
  },
  {
    Id: 2,
    Nome: 'Cadastral PF',
    Descricao: 'Nome, situação do CPF, data de nascimento e endereço.',
    Pessoa: 'PF',
  },
  {
    Id: 3,
    Nome: 'Crédito PJ',
    Descricao: 'Score, restrições, protestos e dívidas da empresa.',
    Pessoa: 'PJ',
  },
  {
    Id: 4,
    Nome: 'Crédito PF',
    Descricao: 'Score, restrições e protestos da pessoa física.',
    Pessoa: 'PF',
  },
  {
    Id: 5,
    Nome: 'Sócios (QSA) e PEP',
    Descricao: 'Quadro societário e pessoas politicamente expostas ligadas ao tomador.',
    Pessoa: 'PJ/PF',
  },
  {
    Id: 6,
    Nome: 'Processos judiciais',
    Descricao: 'Ações cíveis, trabalhistas e fiscais em que o documento é parte.',
    Pessoa: 'PJ/PF',
  },
];

export const Bureau = {
  SERASA: 1,
  BOA_VISTA: 2,
  QUOD: 3,
  RECEITA_FEDERAL: 4,
  NEOWAY: 5,
  BIGDATACORP: 6,
} as const;
export type BureauId = (typeof Bureau)[keyof typeof Bureau];

export interface BureauInfo {
  Id: BureauId;
  Nome: string;
  /** The query types this bureau answers. */
  TiposConsulta: readonly QueryTypeId[];
}

export const bureaus: readonly BureauInfo[] = [
  { Id: 1, Nome: 'Serasa Experian', TiposConsulta: [1, 2, 3, 4, 5, 6] },
  { Id: 2, Nome: 'Boa Vista SCPC', TiposConsulta: [1, 2, 3, 4] },
  { Id: 3, Nome: 'Quod', TiposConsulta: [3, 4] },
  { Id: 4, Nome: 'Receita Federal', TiposConsulta: [1, 2, 5] },
  { Id: 5, Nome: 'Neoway', TiposConsulta: [1, 5, 6] },
  { Id: 6, Nome: 'BigDataCorp', TiposConsulta: [1, 2, 5, 6] },
];

export const MIN_VALIDITY_DAYS = 1;
export const MAX_VALIDITY_DAYS = 365;

export const findQueryType = (id: unknown) => queryTypes.find((type) => type.Id === id);
export const findBureau = (id: unknown) => bureaus.find((bureau) => bureau.Id === id);
export const bureausFor = (queryTypeId: number) =>
  bureaus.filter((bureau) => bureau.TiposConsulta.includes(queryTypeId as QueryTypeId));

export const bureauParameterLabels = {
  TipoConsultaId: 'Tipo de consulta',
  BureauId: 'Bureau',
  Prioridade: 'Prioridade',
  ValidadeEmDias: 'Validade do resultado (dias)',
  Ativo: 'Ativo',
  CustoPorConsulta: 'Custo por consulta',
} as const;
type Field = keyof typeof bureauParameterLabels;
const label = (field: Field) => `${bureauParameterLabels[field]} (${field})`;

/**
 * The shapes of the bureau calls are the contract in ./contracts/bureaus (the gateway's route
 * schemas come from the same zod objects): BureauParameter (one bureau of a query type,
 * ParametrosBureaus[]; CustoPorConsulta a decimal string in reais or null) and
 * QueryTypeParameters (one query type and its bureaus, ListaConstultas[]).
 */
export type {
  AddBureauParameterInput,
  BureauParameter,
  BureauParameterIdQuery,
  QueryTypeList,
  QueryTypeParameters,
  QueryTypeQuery,
  UpdateBureauParameterInput,
};

/** The fields of a bureau the domain rule checks (priority apart: it reorders the others). */
export type BureauParameterFields = Pick<
  BureauParameter,
  'ValidadeEmDias' | 'Ativo' | 'CustoPorConsulta'
>;

type Loose<T> = { [K in keyof T]?: unknown };
export type BureauParameterInput = Loose<
  BureauParameterFields & { TipoConsultaId: number; BureauId: number; Prioridade: number }
>;

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

const readValidity = (value: unknown, problems: string[]) => {
  if (
    !Number.isInteger(value) ||
    (value as number) < MIN_VALIDITY_DAYS ||
    (value as number) > MAX_VALIDITY_DAYS
  ) {
    problems.push(
      `${label('ValidadeEmDias')}: informe um número inteiro de ${MIN_VALIDITY_DAYS} a ${MAX_VALIDITY_DAYS}.`,
    );
    return 0;
  }
  return value as number;
};

const readCost = (value: unknown, problems: string[]) => {
  if (isBlank(value)) return null;
  const amount =
    typeof value === 'number' || typeof value === 'string' ? toDecimal(String(value)) : null;
  if (!amount || amount.isNegative() || amount.decimalPlaces() > 2 || amount.gte('1e9')) {
    problems.push(
      `${label('CustoPorConsulta')}: informe um valor em reais maior ou igual a zero, com até 2 casas.`,
    );
    return null;
  }
  return amount.toFixed(2);
};

/** A priority for a list of `count` bureaus: 1..count (1..count+1 when one is being added). */
export const readPriority = (value: unknown, highest: number, problems: string[]) => {
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > highest) {
    problems.push(`${label('Prioridade')}: informe um número inteiro de 1 a ${highest}.`);
    return 0;
  }
  return value as number;
};

/**
 * A bureau added to a query type: the type exists, the bureau exists and serves it, it is not
 * there yet, the priority fits (absent: last) and the validity and cost are valid.
 */
export const validateNewBureauParameter = (
  input: BureauParameterInput,
  current: readonly Pick<BureauParameter, 'BureauId'>[],
) => {
  const problems: string[] = [];
  const type = findQueryType(input.TipoConsultaId);
  if (!type) problems.push(`${label('TipoConsultaId')}: escolha um tipo de consulta do catálogo.`);
  const bureau = findBureau(input.BureauId);
  if (!bureau) problems.push(`${label('BureauId')}: escolha um bureau do catálogo.`);
  else if (type && !bureau.TiposConsulta.includes(type.Id)) {
    problems.push(`${label('BureauId')}: ${bureau.Nome} não oferece a consulta ${type.Nome}.`);
  } else if (current.some((row) => row.BureauId === bureau.Id)) {
    problems.push(`${label('BureauId')}: ${bureau.Nome} já está parametrizado nesta consulta.`);
  }
  const highest = current.length + 1;
  const values = {
    TipoConsultaId: type?.Id ?? 0,
    BureauId: bureau?.Id ?? 0,
    Prioridade: isBlank(input.Prioridade)
      ? highest
      : readPriority(input.Prioridade, highest, problems),
    ValidadeEmDias: readValidity(input.ValidadeEmDias, problems),
    Ativo: input.Ativo !== false,
    CustoPorConsulta: readCost(input.CustoPorConsulta, problems),
  };
  return { values, problems };
};

/** An edit of one bureau of a query type: fields absent keep their value. */
export const validateBureauParameterChange = (
  input: BureauParameterInput,
  before: BureauParameterFields & { Prioridade: number },
  count: number,
) => {
  const problems: string[] = [];
  const merged = { ...before, ...definedOf(input) };
  const values = {
    Prioridade: readPriority(merged.Prioridade, count, problems),
    ValidadeEmDias: readValidity(merged.ValidadeEmDias, problems),
    Ativo: typeof merged.Ativo === 'boolean' ? merged.Ativo : before.Ativo,
    CustoPorConsulta: readCost(merged.CustoPorConsulta, problems),
  };
  return { values, problems };
};

const definedOf = (input: BureauParameterInput) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));

/**
 * The fallback order after moving one bureau to `priority` (or appending it, or removing it):
 * the ids in order, so each gets its index + 1 and priorities stay unique and contiguous.
 */
export const reorder = (
  orderedIds: readonly number[],
  change: { id: number; priority: number | null },
): number[] => {
  const rest = orderedIds.filter((id) => id !== change.id);
  if (change.priority === null) return rest;
  const at = Math.min(Math.max(change.priority - 1, 0), rest.length);
  return [...rest.slice(0, at), change.id, ...rest.slice(at)];
};

/** "Serasa Experian: prioridade 1; validade 30 dias; ativo; custo R$ 4,50" for the history. */
export const bureauParameterSummary = (
  bureauName: string,
  fields: BureauParameterFields & { Prioridade: number },
) =>
  `${bureauName}: prioridade ${fields.Prioridade}; validade ${fields.ValidadeEmDias} dias; ${
    fields.Ativo ? 'ativo' : 'inativo'
  }; custo ${fields.CustoPorConsulta === null ? 'não informado' : formatBRL(fields.CustoPorConsulta)}`;

/** The active bureaus of a query type in fallback order (who is asked first, then next). */
export const fallbackOrder = (parameters: readonly BureauParameter[]) =>
  parameters.filter((row) => row.Ativo).sort((a, b) => a.Prioridade - b.Prioridade);

export type BureauHistoryRow = HistoryEntry;
