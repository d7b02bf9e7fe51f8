import {
  type CoverageCalculationTypeSpec,
  coverageCalculationTypes,
  coverageParamsText,
  findCoverageCalculationType,
  validateCoverageCalculation,
} from '../../domain/coverageCalculation';
import { formatBRL } from '../../domain/format';
import { type CoverageAnswer, type CoverageInput, coverageLabels } from '../../domain/modalities';
import { decimalFromText, formatRate, textFromDecimal } from './decimalText';

/** The coverage dialog as the user edits it: money as decimal strings, percentages as typed. */
export interface CoverageFormValues {
  Name: string;
  CoverageCalculationTypeId: number | null;
  params: Record<string, string | null>;
  IsAdditional: boolean;
}

export interface CoverageFormErrors {
  Name?: string;
  CoverageCalculationTypeId?: string;
  params: Record<string, string>;
  general: string[];
}

const MAX_COVERAGE_NAME = 150;

export const emptyCoverageForm = (): CoverageFormValues => ({
  Name: '',
  CoverageCalculationTypeId: null,
  params: {},
  IsAdditional: false,
});

const readParams = (json: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

export const coverageFormOf = (coverage: CoverageAnswer): CoverageFormValues => {
  const stored = readParams(coverage.CoverageCalculationJSONParam);
  const type = findCoverageCalculationType(coverage.CoverageCalculationTypeId);
  const params: Record<string, string | null> = {};
  for (const spec of type?.parameters ?? []) {
    const raw = stored[spec.key];
    const text = raw === null || raw === undefined ? null : String(raw);
    params[spec.key] = spec.kind === 'percent' ? textFromDecimal(text) : text;
  }
  return {
    Name: coverage.Name,
    CoverageCalculationTypeId: coverage.CoverageCalculationTypeId,
    params,
    IsAdditional: coverage.IsAdditional,
  };
};

/** The type's parameters as the gateway reads them: only the type's keys, decimal strings. */
export const rawParamsOf = (type: CoverageCalculationTypeSpec, values: CoverageFormValues) => {
  const raw: Record<string, string> = {};
  for (const spec of type.parameters) {
    const typed = values.params[spec.key] ?? null;
    const value = spec.kind === 'percent' ? decimalFromText(typed ?? '') : typed;
    if (value !== null && value !== '') raw[spec.key] = value;
  }
  return raw;
};

/** Puts each message under the field it names ("… (Percentage) …" under Percentage). */
export const coverageErrorsOf = (messages: string[], typeId: number | null): CoverageFormErrors => {
  const errors: CoverageFormErrors = { params: {}, general: [] };
  const specs = findCoverageCalculationType(typeId)?.parameters ?? [];
  for (const message of messages) {
    const spec = specs.find((candidate) => message.includes(`(${candidate.key})`));
    if (spec && !errors.params[spec.key]) errors.params[spec.key] = message;
    else if (message.startsWith(`${coverageLabels.Name}:`) && !errors.Name) errors.Name = message;
    else if (message.startsWith('Tipo de cálculo:') && !errors.CoverageCalculationTypeId) {
      errors.CoverageCalculationTypeId = message;
    } else errors.general.push(message);
  }
  return errors;
};

/** What the dialog sends: the JSON parameters always as text (the contract also takes an object). */
export type CoverageDialogInput = CoverageInput & { CoverageCalculationJSONParam: string };

/**
 * Checks the dialog with the gateway's rules and builds what InsertCoverage / UpdateCoverage
 * carry: the JSON parameters normalised and in the type's key order.
 */
export const buildCoverageInput = (
  values: CoverageFormValues,
): { input: CoverageDialogInput | null; errors: CoverageFormErrors } => {
  const problems: string[] = [];
  const name = values.Name.trim().replace(/\s+/g, ' ');
  if (!name) problems.push(`${coverageLabels.Name}: informe o nome.`);
  else if (name.length > MAX_COVERAGE_NAME) {
    problems.push(`${coverageLabels.Name}: use no máximo ${MAX_COVERAGE_NAME} caracteres.`);
  }
  const type = findCoverageCalculationType(values.CoverageCalculationTypeId);
  const checked = validateCoverageCalculation(
    values.CoverageCalculationTypeId,
    type ? rawParamsOf(type, values) : {},
  );
  problems.push(...checked.problems);
  const errors = coverageErrorsOf(problems, values.CoverageCalculationTypeId);
  if (problems.length || !type) return { input: null, errors };
  return {
    input: {
      Name: name,
      CoverageCalculationTypeId: type.id,
      CoverageCalculationJSONParam: coverageParamsText(type.id, checked.params),
      IsAdditional: values.IsAdditional,
    },
    errors,
  };
};

/** What a coverage's parameters mean, in pt-BR: "30 % da IS, até R$ 100.000,00". */
export const describeCoverageParams = (typeId: number, json: string): string => {
  const params = readParams(json) as Record<string, string | undefined>;
  if (typeId === 1) {
    const share = `${formatRate(params.Percentage)} da IS`;
    return params.MaxValue ? `${share}, até ${formatBRL(params.MaxValue)}` : share;
  }
  if (typeId === 2) return `Valor fixo de ${formatBRL(params.Value)}`;
  if (typeId === 3) {
    const rate = `${formatRate(params.Rate)} sobre o prêmio base`;
    return params.MinPremium ? `${rate}, com mínimo de ${formatBRL(params.MinPremium)}` : rate;
  }
  return json;
};

export { coverageCalculationTypes };
