import Decimal from 'decimal.js';
import { type DecimalInput, toDecimal } from './decimalValue';

/**
 * How a coverage of a modality is calculated (CoverageCalculationTypeId), and the JSON
 * parameters (CoverageCalculationJSONParam) each type requires. Parameters are stored as decimal
 * strings: money with 2 places, percentages with 4.
 */
export const CoverageCalculationType = {
  PERCENTUAL_DA_IS: 1,
  VALOR_FIXO: 2,
  TAXA_SOBRE_PREMIO_BASE: 3,
} as const;
export type CoverageCalculationTypeId =
  (typeof CoverageCalculationType)[keyof typeof CoverageCalculationType];

export interface CoverageParameterSpec {
  key: string;
  label: string;
  kind: 'percent' | 'money';
  required: boolean;
}

export interface CoverageCalculationTypeSpec {
  id: CoverageCalculationTypeId;
  name: string;
  description: string;
  parameters: CoverageParameterSpec[];
}

export const coverageCalculationTypes: CoverageCalculationTypeSpec[] = [
  {
    id: 1,
    name: 'Percentual da IS',
    description:
      'A importância segurada da cobertura é um percentual da IS da apólice, com teto opcional.',
    parameters: [
      { key: 'Percentage', label: 'Percentual da IS', kind: 'percent', required: true },
      { key: 'MaxValue', label: 'Valor máximo', kind: 'money', required: false },
    ],
  },
  {
    id: 2,
    name: 'Valor fixo',
    description: 'A importância segurada da cobertura é um valor fixo em reais.',
    parameters: [{ key: 'Value', label: 'Valor da cobertura', kind: 'money', required: true }],
  },
  {
    id: 3,
    name: 'Taxa sobre prêmio base',
    description:
      'A cobertura cobra um prêmio adicional: uma taxa sobre o prêmio base, com mínimo opcional.',
    parameters: [
      { key: 'Rate', label: 'Taxa sobre o prêmio base', kind: 'percent', required: true },
      { key: 'MinPremium', label: 'Prêmio mínimo da cobertura', kind: 'money', required: false },
    ],
  },
];

export const findCoverageCalculationType = (id: number | null | undefined) =>
  coverageCalculationTypes.find((type) => type.id === id);

/** The parameters as JSON text, keys in the type's order (jsonb does not keep key order). */
export const coverageParamsText = (typeId: number, params: Record<string, string>) => {
  const keys = findCoverageCalculationType(typeId)?.parameters.map((spec) => spec.key) ?? [];
  const ordered = [...keys.filter((key) => key in params), ...Object.keys(params).sort()];
  return JSON.stringify(params, [...new Set(ordered)]);
};

const JSON_LABEL = 'Parâmetros de cálculo';

const readJson = (raw: unknown, problems: string[]): Record<string, unknown> | null => {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      problems.push(`${JSON_LABEL}: JSON inválido.`);
      return null;
    }
  }
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    problems.push(`${JSON_LABEL}: informe um objeto JSON.`);
    return null;
  }
  return value as Record<string, unknown>;
};

const readParameter = (spec: CoverageParameterSpec, raw: unknown, problems: string[]) => {
  const empty = raw === null || raw === undefined || raw === '';
  if (empty) {
    if (spec.required) problems.push(`${JSON_LABEL}: informe "${spec.label}" (${spec.key}).`);
    return null;
  }
  const value =
    typeof raw === 'number' || typeof raw === 'string' ? toDecimal(raw as DecimalInput) : null;
  const tooHigh = spec.kind === 'percent' && value?.greaterThan(100);
  if (!value || !value.greaterThan(0) || tooHigh) {
    const range = spec.kind === 'percent' ? 'entre 0 e 100' : 'maior que zero';
    problems.push(`${JSON_LABEL}: "${spec.label}" (${spec.key}) deve ser um número ${range}.`);
    return null;
  }
  return value.toFixed(spec.kind === 'percent' ? 4 : 2);
};

/**
 * Checks a coverage's calculation type and JSON parameters (text or object). Answers the
 * parameters normalised (only the type's keys, decimal strings) and one pt-BR message per problem.
 */
export const validateCoverageCalculation = (
  typeId: number | null | undefined,
  rawParams: unknown,
): { params: Record<string, string>; problems: string[] } => {
  const problems: string[] = [];
  const type = findCoverageCalculationType(typeId);
  if (!type) {
    const known = coverageCalculationTypes.map((t) => `${t.id} ${t.name}`).join(', ');
    problems.push(`Tipo de cálculo: informe um dos tipos (${known}).`);
  }
  const json = readJson(rawParams, problems);
  if (!type || !json) return { params: {}, problems };
  const allowed = new Set(type.parameters.map((spec) => spec.key));
  for (const key of Object.keys(json)) {
    if (!allowed.has(key)) {
      problems.push(`${JSON_LABEL}: "${key}" não se aplica ao tipo "${type.name}".`);
    }
  }
  const params: Record<string, string> = {};
  for (const spec of type.parameters) {
    const value = readParameter(spec, json[spec.key], problems);
    if (value !== null) params[spec.key] = value;
  }
  return { params, problems };
};

export interface CoverageCalculationBase {
  insuredAmountValue: DecimalInput;
  basePremium?: DecimalInput;
}

export interface CoverageCalculationResult {
  /** Insured amount of the coverage (types 1 and 2); null when the type charges premium only. */
  insuredAmountValue: string | null;
  /** Additional premium the coverage charges (type 3); null when it charges none. */
  premium: string | null;
}

/** A coverage's insured amount or premium over a proposal's insured amount and base premium. */
export const calculateCoverage = (
  typeId: number,
  params: Record<string, string>,
  base: CoverageCalculationBase,
): CoverageCalculationResult => {
  const insured = toDecimal(base.insuredAmountValue) ?? new Decimal(0);
  if (typeId === CoverageCalculationType.PERCENTUAL_DA_IS) {
    let amount = insured.times(params.Percentage ?? 0).dividedBy(100);
    if (params.MaxValue) amount = Decimal.min(amount, params.MaxValue);
    return { insuredAmountValue: amount.toFixed(2), premium: null };
  }
  if (typeId === CoverageCalculationType.VALOR_FIXO) {
    return { insuredAmountValue: new Decimal(params.Value ?? 0).toFixed(2), premium: null };
  }
  const basePremium = toDecimal(base.basePremium) ?? new Decimal(0);
  let premium = basePremium.times(params.Rate ?? 0).dividedBy(100);
  if (params.MinPremium) premium = Decimal.max(premium, params.MinPremium);
  return { insuredAmountValue: null, premium: premium.toFixed(2) };
};
