import Decimal from 'decimal.js';
import { type DecimalInput, toDecimal } from '../decimalValue';
import { formatBRL } from '../format';
import type { ModalityFields } from '../modalities';
import { type EngineVerdict, type Finding, type JsonValue, moneyText, verdictFrom } from './types';

/** Subscription engine: the modality's automatic capacity and standard texts. Rules (/docs): */
export const subscriptionRules: readonly string[] = [
  'Encaminha para análise quando a modalidade não está habilitada para emissão automática.',
  'Encaminha para análise quando a importância segurada passa do máximo da modalidade para emissão automática (ou quando a modalidade não tem esse máximo).',
  'Encaminha para análise quando o prazo em dias está fora do mínimo e do máximo da modalidade.',
  'Encaminha para análise quando a atividade do tomador é de ramo restritivo e a modalidade está desabilitada para ramo de atividade restritivo.',
  'Encaminha para análise quando o objeto contratual ou as cláusulas particulares diferem do padrão da modalidade.',
];

export type SubscriptionModality = Pick<
  ModalityFields,
  | 'Name'
  | 'EnabledForAutomaticEmission'
  | 'MinPeriodInDays'
  | 'MaxPeriodInDays'
  | 'DisabledForRestrictiveBranchActivity'
> & { MaxInsuredAmountAutomaticValue: DecimalInput };

/**
 * Whether the proposal's texts are the modality's standard: a boolean decided by the caller, or
 * the texts to compare (the templates' Value, before tags are filled). Texts compare as a list,
 * in order, ignoring surrounding and repeated whitespace.
 */
export type StandardTexts = boolean | { proposal: readonly string[]; standard: readonly string[] };

export interface SubscriptionInput {
  modality: SubscriptionModality;
  insuredAmount: DecimalInput;
  deadlineDays: number;
  /** The holder's activity is on the insurer's restricted list. */
  restrictedBranchActivity: boolean;
  /** The holder's activity, for the reason (optional). */
  branchActivityName?: string | null;
  contractualObject: StandardTexts;
  particularClauses: StandardTexts;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

export const isStandard = (texts: StandardTexts): boolean =>
  typeof texts === 'boolean'
    ? texts
    : texts.proposal.length === texts.standard.length &&
      texts.proposal.every((text, index) => squash(text) === squash(texts.standard[index]));

export const evaluateSubscription = (input: SubscriptionInput): EngineVerdict => {
  const { modality } = input;
  const findings: Finding[] = [];
  const refer = (reason: string) => findings.push({ verdict: 'referred', reason });
  const name = `"${modality.Name}"`;
  const insuredAmount = toDecimal(input.insuredAmount) ?? new Decimal(0);
  const automaticMax = toDecimal(modality.MaxInsuredAmountAutomaticValue);

  if (!modality.EnabledForAutomaticEmission) {
    refer(`Modalidade ${name} não habilitada para emissão automática.`);
  }
  if (!automaticMax) {
    refer(`Modalidade ${name} sem importância segurada máxima para emissão automática.`);
  } else if (insuredAmount.greaterThan(automaticMax)) {
    refer(
      `Importância segurada de ${formatBRL(insuredAmount)} acima do máximo para emissão automática da modalidade ${name}, que é de ${formatBRL(automaticMax)}.`,
    );
  }
  if (input.deadlineDays < modality.MinPeriodInDays) {
    refer(
      `Prazo de ${input.deadlineDays} dias menor que o mínimo da modalidade ${name}, que é de ${modality.MinPeriodInDays} dias.`,
    );
  } else if (input.deadlineDays > modality.MaxPeriodInDays) {
    refer(
      `Prazo de ${input.deadlineDays} dias maior que o máximo da modalidade ${name}, que é de ${modality.MaxPeriodInDays} dias.`,
    );
  }
  if (modality.DisabledForRestrictiveBranchActivity && input.restrictedBranchActivity) {
    const activity = input.branchActivityName ? ` "${input.branchActivityName}"` : '';
    refer(
      `Atividade do tomador${activity} é de ramo restritivo, e a modalidade ${name} está desabilitada para ramo de atividade restritivo.`,
    );
  }
  const objectStandard = isStandard(input.contractualObject);
  const clausesStandard = isStandard(input.particularClauses);
  if (!objectStandard) refer(`Objeto contratual diferente do padrão da modalidade ${name}.`);
  if (!clausesStandard) refer(`Cláusulas particulares diferentes do padrão da modalidade ${name}.`);

  const inputs: Record<string, JsonValue> = {
    ModalityName: modality.Name,
    EnabledForAutomaticEmission: modality.EnabledForAutomaticEmission,
    InsuredAmountValue: moneyText(insuredAmount),
    MaxInsuredAmountAutomaticValue: moneyText(automaticMax),
    DeadlineDays: input.deadlineDays,
    MinPeriodInDays: modality.MinPeriodInDays,
    MaxPeriodInDays: modality.MaxPeriodInDays,
    DisabledForRestrictiveBranchActivity: modality.DisabledForRestrictiveBranchActivity,
    RestrictedBranchActivity: input.restrictedBranchActivity,
    BranchActivityName: input.branchActivityName ?? null,
    ContractualObjectIsStandard: objectStandard,
    ParticularClausesAreStandard: clausesStandard,
  };
  return verdictFrom(
    'Subscricao',
    findings,
    `Modalidade ${name} habilitada para emissão automática, com importância segurada, prazo e textos dentro do padrão.`,
    inputs,
  );
};
