import Decimal from 'decimal.js';
import { type DecimalInput, toDecimal } from './decimalValue';

/**
 * A policy holder's limit review (REQUEST_LIMIT card, issue 14): its statuses and the bounds of
 * the new limit and rate the analyst proposes, checked alike by the portal's form and the gateway.
 */
export type LimitReviewStatus = 'pending' | 'approved' | 'refused';

export const limitReviewStatusLabels: Record<LimitReviewStatus, string> = {
  pending: 'Em análise',
  approved: 'Aprovada',
  refused: 'Recusada',
};

export const limitReviewStatusLabel = (status: string) =>
  limitReviewStatusLabels[status as LimitReviewStatus] ?? status;

/** The largest limit an analyst may grant (a sanity bound far above any demo holder). */
export const MAX_PROPOSED_LIMIT = new Decimal('10000000000.00');
/** Rates are percent a year with up to four decimals (column numeric(9,4)). */
export const MAX_PROPOSED_RATE = new Decimal(100);

export const PROPOSED_LIMIT_REQUIRED = 'Novo limite: informe o valor.';
export const PROPOSED_LIMIT_OUT_OF_RANGE =
  'Novo limite: informe um valor maior que zero e até R$ 10.000.000.000,00, com até 2 casas decimais.';
export const PROPOSED_RATE_REQUIRED = 'Nova taxa: informe a taxa.';
export const PROPOSED_RATE_OUT_OF_RANGE =
  'Nova taxa: informe uma taxa maior que 0 e até 100% a.a., com até 4 casas decimais.';
export const PROPOSAL_MISSING = 'Informe o novo limite e a taxa antes de aprovar.';
export const OBSERVATION_REQUIRED = 'Observação: escreva o texto da observação.';
export const OBSERVATION_MAX = 2000;
export const OBSERVATION_TOO_LONG = `Observação: use no máximo ${OBSERVATION_MAX} caracteres.`;

export interface LimitProposal {
  limitValue: string;
  baseRate: string;
}

const inRange = (value: Decimal, max: Decimal, places: number) =>
  value.greaterThan(0) && value.lessThanOrEqualTo(max) && value.decimalPlaces() <= places;

/** The proposal as stored (`"1250000.00"`, `"1.2500"`), or the problems naming each field. */
export const readLimitProposal = (
  limit: DecimalInput,
  rate: DecimalInput,
): { proposal: LimitProposal; problems: [] } | { proposal: null; problems: string[] } => {
  const problems: string[] = [];
  const emptyLimit = limit === null || limit === undefined || String(limit).trim() === '';
  const emptyRate = rate === null || rate === undefined || String(rate).trim() === '';
  const limitValue = toDecimal(limit);
  const baseRate = toDecimal(rate);
  if (emptyLimit) problems.push(PROPOSED_LIMIT_REQUIRED);
  else if (!limitValue || !inRange(limitValue, MAX_PROPOSED_LIMIT, 2)) {
    problems.push(PROPOSED_LIMIT_OUT_OF_RANGE);
  }
  if (emptyRate) problems.push(PROPOSED_RATE_REQUIRED);
  else if (!baseRate || !inRange(baseRate, MAX_PROPOSED_RATE, 4)) {
    problems.push(PROPOSED_RATE_OUT_OF_RANGE);
  }
  if (problems.length || !limitValue || !baseRate) return { proposal: null, problems };
  return {
    proposal: { limitValue: limitValue.toFixed(2), baseRate: baseRate.toFixed(4) },
    problems: [],
  };
};

/** The observation's text, trimmed, or the problem. */
export const observationProblems = (text: string | null | undefined): string[] => {
  const trimmed = text?.trim() ?? '';
  if (!trimmed) return [OBSERVATION_REQUIRED];
  if (trimmed.length > OBSERVATION_MAX) return [OBSERVATION_TOO_LONG];
  return [];
};
