import { type DecimalInput } from '../decimalValue';
import { formatBRL, formatDate, formatNumberPtBR } from '../format';

/**
 * The pt-BR texts of the pricing problems. The IS and days texts are the spec's, word for word
 * (part 2 §5); the others are ours. Exported so the gateway's 400s and the portal's field errors
 * say the same thing.
 */

/** Gateway field a pricing problem belongs to (the proposal's field names, spec part 2 §3). */
export type PricingField =
  | 'InsuredAmountValue'
  | 'StartDate'
  | 'EndDate'
  | 'DeadlineDays'
  | 'RiskRate'
  | 'InsurancePremium'
  | 'ComissionPercentage'
  | 'ComissionValue'
  | 'NumberOfInstallment'
  | 'GracePeriod'
  | 'Coverages'
  | 'ComplementaryInsuredAmountValue'
  | 'ComplementaryStartDate'
  | 'ComplementaryEndDate'
  | 'ComplementaryDeadlineDays';

export interface PricingProblem {
  field: PricingField;
  message: string;
}

/** `0,5 %`: a percentage with the decimals it has (up to 4), unlike the whole-number display. */
export const percentText = (value: DecimalInput) =>
  `${formatNumberPtBR(value, { minFractionDigits: 0, maxFractionDigits: 4 })} %`;

export const pricingMessages = {
  insuredAmountMin: (modality: string, minimum: DecimalInput) =>
    `O valor de importância segurada mínimo para a modalidade "${modality}" é de ${formatBRL(minimum)}`,
  insuredAmountMax: (modality: string, maximum: DecimalInput) =>
    `O valor de importância segurada máximo para a modalidade "${modality}" é de ${formatBRL(maximum)}`,
  insuredAmountMissing: 'Informe a importância segurada, um valor maior que zero.',
  daysMin: (days: number) => `Prazo de dias para essa modalidade não pode ser menor que ${days}`,
  daysMax: (days: number) => `Prazo de dias para essa modalidade não pode ser maior que ${days}`,

  startDateMissing: 'Informe a data de início de vigência (AAAA-MM-DD).',
  endDateInvalid: 'Informe uma data de fim de vigência válida (AAAA-MM-DD).',
  termMissing: 'Informe a data de fim de vigência ou o prazo em dias.',
  deadlineDaysInvalid: 'O prazo em dias deve ser um número inteiro maior que zero.',
  endBeforeStart: 'A data de fim de vigência deve ser posterior à data de início.',
  termMismatch: (deadlineDays: number, daysBetweenDates: number) =>
    `O prazo de ${deadlineDays} dias não corresponde às datas de vigência, que somam ${daysBetweenDates} dias.`,
  retroactivity: (modality: string, maxDays: number, earliest: string) =>
    `A data de início de vigência não pode ser anterior a ${formatDate(earliest)}: a modalidade "${modality}" permite no máximo ${maxDays} dias de retroatividade.`,
  futureStart: (modality: string, maxDays: number, latest: string) =>
    `A data de início de vigência não pode ser posterior a ${formatDate(latest)}: a modalidade "${modality}" permite iniciar a vigência em no máximo ${maxDays} dias a partir de hoje.`,

  holderRateMissing:
    'O tomador não tem taxa base: calcule os limites e taxas do tomador antes de cotar.',
  rateInvalid: 'Informe a taxa em % ao ano, um número maior que zero.',
  rateOutOfBounds: (
    minimum: DecimalInput,
    maximum: DecimalInput,
    starting: DecimalInput,
    bounds: { minPercent: DecimalInput; maxPercent: DecimalInput },
  ) =>
    `A taxa deve ficar entre ${percentText(minimum)} a.a. e ${percentText(maximum)} a.a. (de ${percentText(bounds.minPercent)} a ${percentText(bounds.maxPercent)} da taxa inicial de ${percentText(starting)} a.a.).`,

  coverageInvalid: (name: string) =>
    `A cobertura "${name}" tem um tipo de cálculo desconhecido; revise a parametrização da modalidade.`,

  premiumCeiling: (premium: DecimalInput, percentage: DecimalInput, maximum: DecimalInput) =>
    `O prêmio de ${formatBRL(premium)} ultrapassa o limite de ${percentText(percentage)} da importância segurada (máximo de ${formatBRL(maximum)}).`,

  commissionPercentageMissing: 'Informe o percentual de comissão.',
  commissionValueMissing: 'Informe o valor de comissão.',
  commissionPercentageRange: (minimum: DecimalInput, maximum: DecimalInput) =>
    `O percentual de comissão deve ficar entre ${percentText(minimum)} e ${percentText(maximum)}.`,
  commissionValueRange: (
    minimum: DecimalInput,
    maximum: DecimalInput,
    minPercentage: DecimalInput,
    maxPercentage: DecimalInput,
  ) =>
    `O valor de comissão deve ficar entre ${formatBRL(minimum)} e ${formatBRL(maximum)} (de ${percentText(minPercentage)} a ${percentText(maxPercentage)} do prêmio).`,

  installmentsRange: (possible: number) =>
    possible === 1
      ? 'Este prêmio só pode ser pago em 1 parcela.'
      : `O número de parcelas deve ser um número inteiro de 1 a ${possible}.`,
  gracePeriodNotOffered: (possible: number[]) =>
    possible.length
      ? `A carência deve ser uma das opções: ${possible.join(', ')} dias.`
      : 'Esta forma de pagamento não oferece carência.',
} as const;
