import type { Decimal } from 'decimal.js';
import { toDecimal } from './decimalValue';
import type { HistoryEntry } from './contracts/history';
import type {
  ChangeInstallmentParameterInput,
  CreateInstallmentParameterInput,
  DeleteInstallmentOverrideInput,
  InstallmentHistoryQuery,
  InstallmentModalityParameterAnswer,
  InstallmentParameterAnswer,
  InstallmentRules,
  PaymentParameterTab,
  SaveInstallmentOverrideInput,
} from './contracts/installmentParameters';

/**
 * Payment instalment parameters ("Outros parâmetros → Parcelamento"): per payment code, how many
 * instalments a premium may be split into, the smallest instalment and the grace periods offered;
 * a modality may override any of them (null inherits). Money is a decimal string (`"200.00"`).
 */

export const MAX_INSTALLMENTS = 12;
export const MAX_GRACE_PERIOD_DAYS = 90;
export const MAX_CODE_LENGTH = 40;
export const MAX_NAME_LENGTH = 100;
/** Spec part 2 §4: a proposal without instalments gets 1. */
export const DEFAULT_INSTALLMENTS = 1;

export const installmentParameterLabels = {
  Code: 'Código',
  Name: 'Nome',
  MaxInstallments: 'Número máximo de parcelas',
  MinInstallmentValue: 'Valor mínimo da parcela',
  PossibleGracePeriodsInDays: 'Carências possíveis (dias)',
  IsActive: 'Ativo',
} as const;
export type InstallmentParameterField = keyof typeof installmentParameterLabels;

/** Labels of the history rows of a payment code (its own fields and its modality overrides). */
export const installmentHistoryLabels: Record<string, string> = {
  ...installmentParameterLabels,
  ModalityParameter: 'Parâmetro da modalidade',
};

/**
 * The shapes of the instalment calls are the contract in ./contracts/installmentParameters (the
 * gateway's route schemas come from the same zod objects): InstallmentRules (the three values that
 * decide a proposal's instalments), InstallmentModalityParameterAnswer (a modality's override, a
 * null field inheriting, with the Effective rules it follows), InstallmentParameterAnswer and
 * PaymentParameterTab (one tab of the screen).
 */
export type {
  ChangeInstallmentParameterInput,
  CreateInstallmentParameterInput,
  DeleteInstallmentOverrideInput,
  InstallmentHistoryQuery,
  InstallmentModalityParameterAnswer,
  InstallmentParameterAnswer,
  InstallmentRules,
  PaymentParameterTab,
  SaveInstallmentOverrideInput,
};

/** A payment code's own fields, as the domain rule answers them and the portal sends them. */
export type InstallmentParameterFields = Pick<
  InstallmentParameterAnswer,
  'Code' | 'Name' | 'IsActive' | keyof InstallmentRules
>;

/** A modality's override: a null field inherits the payment code's value. */
export type InstallmentOverrideFields = Pick<
  InstallmentModalityParameterAnswer,
  keyof InstallmentRules
>;

export type InstallmentHistoryRow = HistoryEntry;

type Loose<T> = { [K in keyof T]?: unknown };
export type InstallmentParameterInput = Loose<InstallmentParameterFields>;
export type InstallmentOverrideInput = Loose<InstallmentOverrideFields>;

const label = (field: InstallmentParameterField) =>
  `${installmentParameterLabels[field]} (${field})`;
const isBlank = (value: unknown) => value === null || value === undefined || value === '';
const readText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const readCount = (value: unknown, problems: string[]): number | null => {
  const count = typeof value === 'number' ? value : Number(readText(value) || Number.NaN);
  if (!Number.isInteger(count) || count < 1 || count > MAX_INSTALLMENTS) {
    problems.push(
      `${label('MaxInstallments')}: informe um número inteiro de 1 a ${MAX_INSTALLMENTS}.`,
    );
    return null;
  }
  return count;
};

const readMoney = (value: unknown, problems: string[]): string | null => {
  const amount = typeof value === 'number' || typeof value === 'string' ? toDecimal(value) : null;
  if (!amount || amount.isNegative() || amount.decimalPlaces() > 2 || amount.gte('1e16')) {
    problems.push(
      `${label('MinInstallmentValue')}: informe um valor em reais maior ou igual a zero, com até 2 casas.`,
    );
    return null;
  }
  return amount.toFixed(2);
};

/** Whole days 0–90, answered sorted and without repeats; at least one. */
const readGracePeriods = (value: unknown, problems: string[]): number[] | null => {
  const days = Array.isArray(value) ? value : null;
  const valid =
    days?.length &&
    days.every(
      (day) => Number.isInteger(day) && (day as number) >= 0 && day <= MAX_GRACE_PERIOD_DAYS,
    );
  if (!valid) {
    problems.push(
      `${label('PossibleGracePeriodsInDays')}: informe ao menos uma carência, cada uma um número inteiro de dias de 0 a ${MAX_GRACE_PERIOD_DAYS}.`,
    );
    return null;
  }
  return [...new Set(days as number[])].sort((a, b) => a - b);
};

const readRules = (input: Loose<InstallmentRules>, problems: string[]) => ({
  MaxInstallments: isBlank(input.MaxInstallments)
    ? DEFAULT_INSTALLMENTS
    : readCount(input.MaxInstallments, problems),
  MinInstallmentValue: isBlank(input.MinInstallmentValue)
    ? (problems.push(`${label('MinInstallmentValue')}: informe o valor.`), null)
    : readMoney(input.MinInstallmentValue, problems),
  PossibleGracePeriodsInDays: readGracePeriods(input.PossibleGracePeriodsInDays, problems),
});

/** A payment code's fields, all checked at once; an absent MaxInstallments is 1. */
export const validateInstallmentParameter = (
  input: InstallmentParameterInput,
): { values: InstallmentParameterFields; problems: string[] } => {
  const problems: string[] = [];
  const code = readText(input.Code).toUpperCase();
  if (!code) problems.push(`${label('Code')}: informe o código da forma de pagamento.`);
  else if (code.length > MAX_CODE_LENGTH || !/^[A-Z0-9_]+$/.test(code)) {
    problems.push(
      `${label('Code')}: use até ${MAX_CODE_LENGTH} letras sem acento, dígitos ou "_" (ex.: BOLETO).`,
    );
  }
  const name = readText(input.Name).replace(/\s+/g, ' ');
  if (!name) problems.push(`${label('Name')}: informe o nome da forma de pagamento.`);
  else if (name.length > MAX_NAME_LENGTH) {
    problems.push(`${label('Name')}: use no máximo ${MAX_NAME_LENGTH} caracteres.`);
  }
  const rules = readRules(input, problems);
  const values = {
    Code: code,
    Name: name,
    ...rules,
    IsActive: input.IsActive !== false,
  } as InstallmentParameterFields;
  return { values, problems };
};

/** A modality's override: each field null (inherit) or valid; at least one field given. */
export const validateInstallmentOverride = (
  input: InstallmentOverrideInput,
): { values: InstallmentOverrideFields; problems: string[] } => {
  const problems: string[] = [];
  const values: InstallmentOverrideFields = {
    MaxInstallments: isBlank(input.MaxInstallments)
      ? null
      : readCount(input.MaxInstallments, problems),
    MinInstallmentValue: isBlank(input.MinInstallmentValue)
      ? null
      : readMoney(input.MinInstallmentValue, problems),
    PossibleGracePeriodsInDays: isBlank(input.PossibleGracePeriodsInDays)
      ? null
      : readGracePeriods(input.PossibleGracePeriodsInDays, problems),
  };
  const given = [
    input.MaxInstallments,
    input.MinInstallmentValue,
    input.PossibleGracePeriodsInDays,
  ];
  if (given.every(isBlank)) {
    problems.push(
      'Parâmetro da modalidade: informe ao menos um campo (MaxInstallments, MinInstallmentValue ou PossibleGracePeriodsInDays).',
    );
  }
  return { values, problems };
};

/** The parameter a modality follows: each override field that is set, else the base's. */
export const resolveInstallmentParameter = (
  base: InstallmentRules,
  override?: Partial<InstallmentOverrideFields> | null,
): InstallmentRules => ({
  MaxInstallments: override?.MaxInstallments ?? base.MaxInstallments,
  MinInstallmentValue: override?.MinInstallmentValue ?? base.MinInstallmentValue,
  PossibleGracePeriodsInDays: [
    ...(override?.PossibleGracePeriodsInDays ?? base.PossibleGracePeriodsInDays),
  ],
});

/**
 * How many instalments a premium allows: as many as keep each one at least the minimum value, at
 * most MaxInstallments, and always at least 1 (a premium below the minimum is paid at once).
 */
export const possibleInstallments = (
  premium: string | number | Decimal,
  parameter: Pick<InstallmentRules, 'MaxInstallments' | 'MinInstallmentValue'>,
): number => {
  const max = Math.max(DEFAULT_INSTALLMENTS, parameter.MaxInstallments);
  const amount = toDecimal(premium);
  const minimum = toDecimal(parameter.MinInstallmentValue);
  if (!amount || !amount.isPositive()) return DEFAULT_INSTALLMENTS;
  if (!minimum || !minimum.isPositive()) return max;
  const fits = amount.dividedBy(minimum).floor().toNumber();
  return Math.min(max, Math.max(DEFAULT_INSTALLMENTS, fits));
};

/** Spec part 2 §4: a missing grace period takes the first possible one, or none. */
export const defaultGracePeriod = (
  parameter: Pick<InstallmentRules, 'PossibleGracePeriodsInDays'>,
): number | null => parameter.PossibleGracePeriodsInDays[0] ?? null;

/** How a history row shows a value: lists of days joined, flags in words. */
export const installmentValueText = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
};

/** "Judicial trabalhista: parcelas 1; valor mínimo herdado; carências 0, 30" for the history. */
export const overrideSummary = (modalityName: string, fields: InstallmentOverrideFields) => {
  const part = (name: string, value: unknown) =>
    `${name} ${installmentValueText(value) ?? 'herdado'}`;
  return `${modalityName}: ${[
    part('parcelas', fields.MaxInstallments),
    part('valor mínimo', fields.MinInstallmentValue),
    part('carências', fields.PossibleGracePeriodsInDays),
  ].join('; ')}`;
};
