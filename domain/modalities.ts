import type { Decimal } from 'decimal.js';
import { toDecimal } from './decimalValue';
import { modalityTermHistoryLabels } from './modalityTerms';
import type { ModalityFields } from './contracts/modalities';

/**
 * Modalities as the gateway answers them (/api/Core, /api/Modality) and the parameterisation
 * screens read them. Money and rates are decimal strings (`"5000000.00"`, `"1.2000"` % a.a.).
 */

/** pt-BR labels of the modality audit labels (spec part 2 §3), plus the base rate. */
export const modalityLabels = {
  Name: 'Nome',
  MaxInsuredAmountValue: 'Importância segurada máxima',
  MaxInsuredAmountAutomaticValue: 'Importância segurada máxima na emissão automática',
  MinInsurancePremium: 'Prêmio mínimo',
  BaseRate: 'Taxa base (% a.a.)',
  MaxRetroactivityDays: 'Retroatividade máxima (dias)',
  MaxFutureDays: 'Início futuro máximo (dias)',
  MinPeriodInDays: 'Prazo mínimo (dias)',
  MaxPeriodInDays: 'Prazo máximo (dias)',
  Ref: 'Referência',
  IsDeleted: 'Excluída',
  EnabledForAutomaticEmission: 'Habilitada para emissão automática',
  IsComplementaryModality: 'É modalidade complementar',
  HasComplementaryModality: 'Possui modalidade complementar',
  DisabledForRestrictiveBranchActivity: 'Desabilitada para ramo de atividade restritivo',
  EqualizeValidityDate: 'Igualar data de vigência',
  IgnoreBranchWhenInsuredIsPF: 'Ignorar o ramo quando o segurado for pessoa física',
  EnableAutomaticCancel: 'Cancelamento automático',
  DaysForAutomaticCancel: 'Dias para o cancelamento automático',
  CanUseModalityTax: 'Pode usar a taxa da modalidade',
  IssueBeforePayment: 'Emissão antes do pagamento',
} as const;
export type ModalityField = keyof typeof modalityLabels;

/** pt-BR labels of the coverage audit labels and of the other rows of a modality's history. */
export const coverageLabels = {
  Name: 'Nome da cobertura',
  CoverageCalculationTypeId: 'Tipo de cálculo',
  CoverageCalculationJSONParam: 'Parâmetros de cálculo',
  IsEnabled: 'Ativa',
  IsAdditional: 'Cobertura adicional',
} as const;

/** History fields of the rows a coverage or a complementary link writes in its modality's history. */
export const modalityHistoryLabels: Record<string, string> = {
  ...modalityLabels,
  Coverage: 'Cobertura',
  ComplementaryModality: 'Modalidade complementar',
  ...modalityTermHistoryLabels,
};

export const MODALITY_FLAGS = [
  'IsDeleted',
  'EnabledForAutomaticEmission',
  'IsComplementaryModality',
  'HasComplementaryModality',
  'DisabledForRestrictiveBranchActivity',
  'EqualizeValidityDate',
  'IgnoreBranchWhenInsuredIsPF',
  'EnableAutomaticCancel',
  'CanUseModalityTax',
] as const;
export type ModalityFlag = (typeof MODALITY_FLAGS)[number];

type Loose<T> = { [K in keyof T]?: T[K] | number | string | boolean | null };
/** What InsertModality / UpdateModality carry: numbers as numbers or decimal strings. */
export type ModalityFieldsInput = Loose<ModalityFields>;

/**
 * The shapes of the modality calls are the contract in ./contracts/modalities (the gateway's
 * route schemas come from the same zod objects): ModalityFields (the modality's own fields,
 * normalised: what is stored, compared and answered), ModalityListItem (lists and the catalogue),
 * ModalityAnswer (GetModality, with its coverages and complementary links), CoverageAnswer
 * (CoverageCalculationJSONParam is JSON text, e.g. `{"Percentage":"30.0000"}`),
 * ComplementaryModalityAnswer (Id is the link's), ModalityGroupAnswer (GetModalitiesGroups) and
 * the bodies the portal sends.
 */
export type {
  CompanyBranch,
  ComplementaryModalityAnswer,
  CoverageAnswer,
  CoverageInput,
  CoverageObjectAnswer,
  InsertCoverageInput,
  InsertModalityInput,
  LinkIdQuery,
  LinkQuery,
  ModalityAnswer,
  ModalityFields,
  ModalityGroupAnswer,
  ModalityHistoryRow,
  ModalityIdQuery,
  ModalityListItem,
  ModalityWriteInput,
  PremiumLimitAnswer,
  ToggleCoverageQuery,
  UpdateCoverageInput,
  UpdateModalityInput,
} from './contracts/modalities';

export const MAX_MODALITY_NAME = 150;
export const MAX_REF = 30;
/** R$ 1 trilhão: above any surety limit, below what numeric(18,2) holds. */
export const MAX_AMOUNT = '1000000000000.00';
/** 100 years: judicial bonds run for as long as the lawsuit. */
export const MAX_DAYS = 36_500;

const label = (field: ModalityField) => modalityLabels[field];

const readText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const readAmount = (
  field: ModalityField,
  value: unknown,
  problems: string[],
  { required, positive }: { required: boolean; positive: boolean },
): Decimal | null => {
  if (value === null || value === undefined || value === '') {
    if (required) problems.push(`${label(field)}: informe o valor.`);
    return null;
  }
  const amount = typeof value === 'boolean' ? null : toDecimal(value as string | number);
  const bad = !amount || amount.isNegative() || (positive && amount.isZero());
  if (bad) {
    problems.push(
      `${label(field)}: informe um valor ${positive ? 'maior que zero' : 'maior ou igual a zero'}.`,
    );
    return null;
  }
  if (amount.greaterThan(MAX_AMOUNT)) {
    problems.push(`${label(field)}: use no máximo R$ 1 trilhão.`);
    return null;
  }
  return amount;
};

const readDays = (
  field: ModalityField,
  value: unknown,
  problems: string[],
  { required, min }: { required: boolean; min: number },
): number | null => {
  if (value === null || value === undefined || value === '') {
    if (required) problems.push(`${label(field)}: informe o número de dias.`);
    return null;
  }
  const days = typeof value === 'number' ? value : Number(readText(value) || Number.NaN);
  if (!Number.isInteger(days) || days < min || days > MAX_DAYS) {
    problems.push(`${label(field)}: informe um número inteiro de dias entre ${min} e ${MAX_DAYS}.`);
    return null;
  }
  return days;
};

/**
 * The field rules of a modality, all checked at once: one pt-BR message per problem, naming the
 * field by its label. Flags absent from the input are false.
 */
export const validateModalityFields = (
  input: ModalityFieldsInput,
): { values: ModalityFields; problems: string[] } => {
  const problems: string[] = [];
  const name = readText(input.Name).replace(/\s+/g, ' ');
  if (!name) problems.push(`${label('Name')}: informe o nome da modalidade.`);
  else if (name.length > MAX_MODALITY_NAME) {
    problems.push(`${label('Name')}: use no máximo ${MAX_MODALITY_NAME} caracteres.`);
  }
  const ref = readText(input.Ref) || null;
  if (ref && ref.length > MAX_REF)
    problems.push(`${label('Ref')}: use no máximo ${MAX_REF} caracteres.`);

  const flags = Object.fromEntries(
    MODALITY_FLAGS.map((flag) => [flag, input[flag] === true]),
  ) as Record<ModalityFlag, boolean>;

  const maxAmount = readAmount('MaxInsuredAmountValue', input.MaxInsuredAmountValue, problems, {
    required: true,
    positive: true,
  });
  const automaticAmount = readAmount(
    'MaxInsuredAmountAutomaticValue',
    input.MaxInsuredAmountAutomaticValue,
    problems,
    { required: flags.EnabledForAutomaticEmission, positive: flags.EnabledForAutomaticEmission },
  );
  if (maxAmount && automaticAmount?.greaterThan(maxAmount)) {
    problems.push(
      `${label('MaxInsuredAmountAutomaticValue')}: não pode ser maior que a ${label('MaxInsuredAmountValue').toLowerCase()}.`,
    );
  }
  const minPremium = readAmount('MinInsurancePremium', input.MinInsurancePremium, problems, {
    required: true,
    positive: false,
  });
  const baseRate = readAmount('BaseRate', input.BaseRate, problems, {
    required: true,
    positive: true,
  });
  if (baseRate?.greaterThan(100)) problems.push(`${label('BaseRate')}: não pode passar de 100%.`);

  const days = (field: ModalityField, min: number, required = true) =>
    readDays(field, input[field], problems, { required, min });
  const retroactivity = days('MaxRetroactivityDays', 0);
  const future = days('MaxFutureDays', 0);
  const minPeriod = days('MinPeriodInDays', 1);
  const maxPeriod = days('MaxPeriodInDays', 1);
  if (minPeriod !== null && maxPeriod !== null && minPeriod > maxPeriod) {
    problems.push(
      `${label('MinPeriodInDays')}: não pode ser maior que o ${label('MaxPeriodInDays').toLowerCase()}.`,
    );
  }
  const cancelDays = flags.EnableAutomaticCancel ? days('DaysForAutomaticCancel', 1) : null;
  if (flags.IsComplementaryModality && flags.HasComplementaryModality) {
    problems.push(
      `${label('HasComplementaryModality')}: uma modalidade complementar não pode ter modalidade complementar.`,
    );
  }

  return {
    values: {
      Name: name,
      Ref: ref,
      MaxInsuredAmountValue: maxAmount?.toFixed(2) ?? '0.00',
      MaxInsuredAmountAutomaticValue: automaticAmount?.toFixed(2) ?? null,
      MinInsurancePremium: minPremium?.toFixed(2) ?? '0.00',
      BaseRate: baseRate?.toFixed(4) ?? '0.0000',
      MaxRetroactivityDays: retroactivity ?? 0,
      MaxFutureDays: future ?? 0,
      MinPeriodInDays: minPeriod ?? 0,
      MaxPeriodInDays: maxPeriod ?? 0,
      DaysForAutomaticCancel: cancelDays,
      ...flags,
      // null: the tenant's issuance settings decide (issue 15)
      IssueBeforePayment:
        typeof input.IssueBeforePayment === 'boolean' ? input.IssueBeforePayment : null,
    },
    problems,
  };
};

/** The tenant's default limit of premium over insured amount when it set none. */
export const DEFAULT_MAX_PREMIUM_PERCENTAGE = '10.0000';
