import { addDays, addYears, type Checked, daysBetween, type PolicyTerm } from './policyTerm';
import { adjustmentIndexLabels, readFlag, readIndex, readWholeDays } from './renewal';
import type {
  AnniversaryItem,
  AnniversaryRuleAnswer,
  AnniversaryRuleFields,
  AnniversarySchedule,
  AnniversaryScheduleAnswer,
  AnniversarySettingsAnswer,
  AnniversarySettingsFields,
  CreateAnniversaryRuleInput,
  EffectiveAnniversary,
  SaveAnniversarySettingsInput,
  UpdateAnniversaryRuleInput,
} from './contracts/anniversary';

/**
 * Anniversary endorsements ("Parametrização → Endosso de aniversário"): a multi-year policy gets,
 * at each anniversary of its start, an endorsement (kanban card ENDOSSO_ANIVERSARIO) that adjusts
 * the insured amount by an index and may charge the next year's premium. The insurer sets
 * defaults and, per modality, a rule whose null fields follow them.
 */

export const MAX_DAYS_BEFORE_ANNIVERSARY = 90;

export const anniversarySettingsLabels = {
  AnniversaryEnabled: 'Endosso de aniversário habilitado',
  DaysBeforeAnniversary: 'Dias antes do aniversário para gerar o endosso',
  AdjustmentIndex: 'Índice de atualização da importância segurada',
  ChargeAnnualPremium: 'Cobrar o prêmio anual a cada aniversário',
  AutomaticIssue: 'Emitir automaticamente (sem análise)',
} as const;
export type AnniversarySettingsField = keyof typeof anniversarySettingsLabels;

export const anniversaryRuleLabels = {
  ModalityUniqueId: 'Modalidade',
  IsEnabled: 'Gera endosso de aniversário',
  DaysBeforeAnniversary: 'Dias antes do aniversário',
  AdjustmentIndex: 'Índice de atualização',
  ChargeAnnualPremium: 'Cobrar o prêmio anual',
  AutomaticIssue: 'Emissão automática',
} as const;
export type AnniversaryRuleField = keyof typeof anniversaryRuleLabels;

/**
 * The shapes of the anniversary calls are the contract in ./contracts/anniversary (the gateway's
 * route schemas come from the same zod objects): AnniversarySettingsFields (the defaults;
 * AutomaticIssue false sends the endorsement to analysis, a kanban card, before it is issued) and
 * AnniversarySettingsAnswer (with their Version), AnniversaryRuleFields (a modality's rule:
 * IsEnabled always, each null field follows the defaults) and AnniversaryRuleAnswer,
 * EffectiveAnniversary, AnniversaryItem (Number 1 is the first anniversary; the period runs to
 * the next one or the end) and AnniversarySchedule (Next: the first not yet passed).
 */
export type {
  AnniversaryItem,
  AnniversaryRuleAnswer,
  AnniversaryRuleFields,
  AnniversarySchedule,
  AnniversaryScheduleAnswer,
  AnniversarySettingsAnswer,
  AnniversarySettingsFields,
  CreateAnniversaryRuleInput,
  EffectiveAnniversary,
  SaveAnniversarySettingsInput,
  UpdateAnniversaryRuleInput,
};

/** What a tenant that never saved its anniversary settings follows: off. */
export const DEFAULT_ANNIVERSARY_SETTINGS: AnniversarySettingsFields = {
  AnniversaryEnabled: false,
  DaysBeforeAnniversary: 30,
  AdjustmentIndex: 'IPCA',
  ChargeAnnualPremium: true,
  AutomaticIssue: false,
};

type Loose<T> = { [K in keyof T]?: unknown };
export type AnniversarySettingsInput = Loose<AnniversarySettingsFields>;
export type AnniversaryRuleInput = Loose<AnniversaryRuleFields>;

const isBlank = (value: unknown) => value === null || value === undefined || value === '';
const settingsLabel = (field: AnniversarySettingsField) =>
  `${anniversarySettingsLabels[field]} (${field})`;
const ruleLabel = (field: AnniversaryRuleField) => `${anniversaryRuleLabels[field]} (${field})`;
const readDays = (value: unknown, label: string, problems: string[]) =>
  readWholeDays(value, [0, MAX_DAYS_BEFORE_ANNIVERSARY], label, problems);

export const validateAnniversarySettings = (
  input: AnniversarySettingsInput,
): Checked<AnniversarySettingsFields> => {
  const problems: string[] = [];
  const values: AnniversarySettingsFields = {
    AnniversaryEnabled: readFlag(
      input.AnniversaryEnabled,
      settingsLabel('AnniversaryEnabled'),
      problems,
    ),
    DaysBeforeAnniversary:
      readDays(input.DaysBeforeAnniversary, settingsLabel('DaysBeforeAnniversary'), problems) ?? 0,
    AdjustmentIndex: readIndex(input.AdjustmentIndex, settingsLabel('AdjustmentIndex'), problems),
    ChargeAnnualPremium: readFlag(
      input.ChargeAnnualPremium,
      settingsLabel('ChargeAnnualPremium'),
      problems,
    ),
    AutomaticIssue: readFlag(input.AutomaticIssue, settingsLabel('AutomaticIssue'), problems),
  };
  return { values, problems };
};

/** A modality's rule: IsEnabled must be answered; blank fields follow the defaults. */
export const validateAnniversaryRule = (
  input: AnniversaryRuleInput,
): Checked<AnniversaryRuleFields> => {
  const problems: string[] = [];
  const optionalFlag = (field: 'ChargeAnnualPremium' | 'AutomaticIssue') =>
    isBlank(input[field]) ? null : readFlag(input[field], ruleLabel(field), problems);
  const values: AnniversaryRuleFields = {
    IsEnabled: readFlag(input.IsEnabled, ruleLabel('IsEnabled'), problems),
    DaysBeforeAnniversary: isBlank(input.DaysBeforeAnniversary)
      ? null
      : readDays(input.DaysBeforeAnniversary, ruleLabel('DaysBeforeAnniversary'), problems),
    AdjustmentIndex: isBlank(input.AdjustmentIndex)
      ? null
      : readIndex(input.AdjustmentIndex, ruleLabel('AdjustmentIndex'), problems),
    ChargeAnnualPremium: optionalFlag('ChargeAnnualPremium'),
    AutomaticIssue: optionalFlag('AutomaticIssue'),
  };
  return { values, problems };
};

/**
 * The rules a modality's multi-year policies follow: its rule over the defaults. Without a rule
 * every modality follows the defaults (on when the insurer switched anniversaries on).
 */
export const effectiveAnniversary = (
  settings: AnniversarySettingsFields,
  rule?: (AnniversaryRuleFields & { UniqueId?: string }) | null,
): EffectiveAnniversary => ({
  Enabled: settings.AnniversaryEnabled && (rule?.IsEnabled ?? true),
  AnniversaryEnabled: settings.AnniversaryEnabled,
  DaysBeforeAnniversary: rule?.DaysBeforeAnniversary ?? settings.DaysBeforeAnniversary,
  AdjustmentIndex: rule?.AdjustmentIndex ?? settings.AdjustmentIndex,
  ChargeAnnualPremium: rule?.ChargeAnnualPremium ?? settings.ChargeAnnualPremium,
  AutomaticIssue: rule?.AutomaticIssue ?? settings.AutomaticIssue,
  RuleUniqueId: rule?.UniqueId ?? null,
});

export const ANNIVERSARY_STATUSES = ['PREVISTO', 'A_GERAR', 'PASSADO'] as const;
export type AnniversaryStatus = (typeof ANNIVERSARY_STATUSES)[number];
export const anniversaryStatusLabels: Record<AnniversaryStatus, string> = {
  PREVISTO: 'Previsto',
  A_GERAR: 'Gerar agora',
  PASSADO: 'Aniversário passado',
};

/**
 * Every anniversary of the start strictly before the end, with the day its endorsement is due
 * (never before the start) and its state on the reference date.
 */
export const anniversarySchedule = (
  term: PolicyTerm,
  config: EffectiveAnniversary,
): AnniversarySchedule => {
  const { startDate, endDate, referenceDate } = term;
  const multiYear = addYears(startDate, 1) < endDate;
  const anniversaries: AnniversaryItem[] = [];
  for (let n = 1; config.Enabled && addYears(startDate, n) < endDate; n += 1) {
    const day = addYears(startDate, n);
    const nextDay = addYears(startDate, n + 1);
    const due = addDays(day, -config.DaysBeforeAnniversary);
    const dueOn = due < startDate ? startDate : due;
    anniversaries.push({
      Number: n,
      AnniversaryDate: day,
      EndorsementDueOn: dueOn,
      PeriodStart: day,
      PeriodEnd: nextDay < endDate ? nextDay : endDate,
      Status: referenceDate >= day ? 'PASSADO' : referenceDate >= dueOn ? 'A_GERAR' : 'PREVISTO',
    });
  }
  const next = anniversaries.find((item) => item.Status !== 'PASSADO') ?? null;
  const reason = !config.AnniversaryEnabled
    ? 'O endosso de aniversário está desligado na seguradora.'
    : !config.Enabled
      ? 'A modalidade não gera endosso de aniversário.'
      : !multiYear
        ? 'A vigência não passa de um ano: não há aniversário.'
        : null;
  return {
    StartDate: startDate,
    EndDate: endDate,
    MultiYear: multiYear,
    Enabled: config.Enabled,
    Reason: reason,
    AdjustmentIndex: config.AdjustmentIndex,
    ChargeAnnualPremium: config.ChargeAnnualPremium,
    AutomaticIssue: config.AutomaticIssue,
    Anniversaries: anniversaries,
    Next: next,
    DaysUntilNextEndorsement: next ? daysBetween(referenceDate, next.EndorsementDueOn) : null,
  };
};

/** "Imobiliário: gera endosso; 45 dias; índice IGP-M; …" (history of a removal). */
export const anniversaryRuleSummary = (modalityName: string, rule: AnniversaryRuleFields) => {
  const flag = (name: string, value: boolean | null) =>
    `${name} ${value === null ? 'do padrão' : value ? 'sim' : 'não'}`;
  return `${modalityName}: ${[
    rule.IsEnabled ? 'gera endosso' : 'não gera endosso',
    rule.DaysBeforeAnniversary === null ? 'dias do padrão' : `${rule.DaysBeforeAnniversary} dias`,
    `índice ${rule.AdjustmentIndex ? adjustmentIndexLabels[rule.AdjustmentIndex] : 'do padrão'}`,
    flag('prêmio anual', rule.ChargeAnnualPremium),
    flag('emissão automática', rule.AutomaticIssue),
  ].join('; ')}`;
};
