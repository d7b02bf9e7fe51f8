import { addDays, type Checked, daysBetween, type PolicyTerm, renewalTerm } from './policyTerm';
import type { HistoryEntry } from './contracts/history';
import type {
  CreateRenewalRuleInput,
  DeleteRuleInput,
  EffectiveRenewal,
  RenewalRuleAnswer,
  RenewalRuleFields,
  RenewalSchedule,
  RenewalScheduleAnswer,
  RenewalSettingsAnswer,
  RenewalSettingsFields,
  RuleHistoryQuery,
  RuleTokenQuery,
  SaveRenewalSettingsInput,
  UpdateRenewalRuleInput,
} from './contracts/renewal';

export * from './policyTerm';

/**
 * Policy renewal ("Parametrização → Renovação"): the insurer's defaults (is renewal on at all, how
 * many days before expiry the renewal proposal — kanban card PROPOSTA_RENOVACAO — opens, what
 * happens to it) and, per modality, whether it renews automatically, how early, how many times
 * and with which index the insured amount is adjusted. Dates are ISO days (`"2027-03-31"`).
 */

export const MIN_DAYS_BEFORE_EXPIRY = 1;
export const MAX_DAYS_BEFORE_EXPIRY = 180;
export const MAX_NOTICE_DAYS = 365;
export const MAX_RENEWALS = 99;

/** Indexes an insurer adjusts an insured amount by (none, or a Brazilian price index). */
export const ADJUSTMENT_INDEXES = ['NENHUM', 'IPCA', 'IGPM', 'INPC'] as const;
export type AdjustmentIndex = (typeof ADJUSTMENT_INDEXES)[number];
export const adjustmentIndexLabels: Record<AdjustmentIndex, string> = {
  NENHUM: 'Nenhum',
  IPCA: 'IPCA',
  IGPM: 'IGP-M',
  INPC: 'INPC',
};

export const renewalSettingsLabels = {
  RenewalEnabled: 'Renovação habilitada',
  DaysBeforeExpiry: 'Dias antes do vencimento para abrir a renovação',
  AutoIssueWhenUnchanged: 'Emitir direto quando nada mudou',
  RecalculatePremium: 'Recalcular o prêmio com a taxa vigente',
  BlockOnHolderRestrictions: 'Bloquear quando o tomador tiver pendência de limite ou cadastro',
  NotifyBrokerDaysBefore: 'Avisar o corretor (dias antes do vencimento)',
} as const;
export type RenewalSettingsField = keyof typeof renewalSettingsLabels;

/** The field of a defaults' history row that records a modality rule's removal. */
export const REMOVED_RULE_FIELD = 'ModalityRule';
export const REMOVED_RULE_LABEL = 'Regra da modalidade';

export const renewalRuleLabels = {
  ModalityUniqueId: 'Modalidade',
  AutomaticRenewal: 'Renovação automática',
  DaysBeforeExpiry: 'Dias antes do vencimento',
  MaxRenewals: 'Número máximo de renovações',
  AdjustmentIndex: 'Índice de atualização da importância segurada',
} as const;
export type RenewalRuleField = keyof typeof renewalRuleLabels;

/**
 * The shapes of the renewal calls are the contract in ./contracts/renewal (the gateway's route
 * schemas come from the same zod objects): RenewalSettingsFields (the insurer's defaults,
 * configurar-renovacao; NotifyBrokerDaysBefore 0 does not warn the broker) and
 * RenewalSettingsAnswer (with their Version, 0 while never saved), RenewalRuleFields (a modality's
 * rule: a null DaysBeforeExpiry follows the defaults, a null MaxRenewals has no limit) and
 * RenewalRuleAnswer, EffectiveRenewal (what a modality's policies follow: rule over defaults,
 * RuleUniqueId null when only the defaults apply) and RenewalSchedule (when a renewal opens).
 */
export type {
  CreateRenewalRuleInput,
  DeleteRuleInput,
  EffectiveRenewal,
  RenewalRuleAnswer,
  RenewalRuleFields,
  RenewalSchedule,
  RenewalScheduleAnswer,
  RenewalSettingsAnswer,
  RenewalSettingsFields,
  RuleHistoryQuery,
  RuleTokenQuery,
  SaveRenewalSettingsInput,
  UpdateRenewalRuleInput,
};

/** What a tenant that never saved its renewal settings follows: renewal off. */
export const DEFAULT_RENEWAL_SETTINGS: RenewalSettingsFields = {
  RenewalEnabled: false,
  DaysBeforeExpiry: 60,
  AutoIssueWhenUnchanged: false,
  RecalculatePremium: true,
  BlockOnHolderRestrictions: true,
  NotifyBrokerDaysBefore: 30,
};

export type ChangeHistoryRow = HistoryEntry;

type Loose<T> = { [K in keyof T]?: unknown };
export type RenewalSettingsInput = Loose<RenewalSettingsFields>;
export type RenewalRuleInput = Loose<RenewalRuleFields>;

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** A whole number within [min, max], typed or as text; else a message naming the field. */
export const readWholeDays = (
  value: unknown,
  [min, max]: [number, number],
  label: string,
  problems: string[],
): number | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  const count = typeof value === 'number' ? value : text ? Number(text) : Number.NaN;
  if (!Number.isInteger(count) || count < min || count > max) {
    problems.push(`${label}: informe um número inteiro de ${min} a ${max}.`);
    return null;
  }
  return count;
};

/** true/false only: a flag the user did not answer is a problem, not a silent "no". */
export const readFlag = (value: unknown, label: string, problems: string[]): boolean => {
  if (typeof value === 'boolean') return value;
  problems.push(`${label}: informe sim ou não.`);
  return false;
};

export const readIndex = (value: unknown, label: string, problems: string[]): AdjustmentIndex => {
  const code = typeof value === 'string' ? value.trim().toUpperCase().replace('-', '') : '';
  if ((ADJUSTMENT_INDEXES as readonly string[]).includes(code)) return code as AdjustmentIndex;
  problems.push(
    `${label}: escolha ${ADJUSTMENT_INDEXES.map((i) => adjustmentIndexLabels[i]).join(', ')}.`,
  );
  return 'NENHUM';
};

const settingsLabel = (field: RenewalSettingsField) => `${renewalSettingsLabels[field]} (${field})`;
const ruleLabel = (field: RenewalRuleField) => `${renewalRuleLabels[field]} (${field})`;

/** The renewal defaults, every field checked at once. */
export const validateRenewalSettings = (
  input: RenewalSettingsInput,
): Checked<RenewalSettingsFields> => {
  const problems: string[] = [];
  const values: RenewalSettingsFields = {
    RenewalEnabled: readFlag(input.RenewalEnabled, settingsLabel('RenewalEnabled'), problems),
    DaysBeforeExpiry:
      readWholeDays(
        input.DaysBeforeExpiry,
        [MIN_DAYS_BEFORE_EXPIRY, MAX_DAYS_BEFORE_EXPIRY],
        settingsLabel('DaysBeforeExpiry'),
        problems,
      ) ?? 0,
    AutoIssueWhenUnchanged: readFlag(
      input.AutoIssueWhenUnchanged,
      settingsLabel('AutoIssueWhenUnchanged'),
      problems,
    ),
    RecalculatePremium: readFlag(
      input.RecalculatePremium,
      settingsLabel('RecalculatePremium'),
      problems,
    ),
    BlockOnHolderRestrictions: readFlag(
      input.BlockOnHolderRestrictions,
      settingsLabel('BlockOnHolderRestrictions'),
      problems,
    ),
    NotifyBrokerDaysBefore:
      readWholeDays(
        input.NotifyBrokerDaysBefore,
        [0, MAX_NOTICE_DAYS],
        settingsLabel('NotifyBrokerDaysBefore'),
        problems,
      ) ?? 0,
  };
  return { values, problems };
};

/** A modality's renewal rule; blank days follow the defaults, blank maximum means no limit. */
export const validateRenewalRule = (input: RenewalRuleInput): Checked<RenewalRuleFields> => {
  const problems: string[] = [];
  const values: RenewalRuleFields = {
    AutomaticRenewal: readFlag(input.AutomaticRenewal, ruleLabel('AutomaticRenewal'), problems),
    DaysBeforeExpiry: isBlank(input.DaysBeforeExpiry)
      ? null
      : readWholeDays(
          input.DaysBeforeExpiry,
          [MIN_DAYS_BEFORE_EXPIRY, MAX_DAYS_BEFORE_EXPIRY],
          ruleLabel('DaysBeforeExpiry'),
          problems,
        ),
    MaxRenewals: isBlank(input.MaxRenewals)
      ? null
      : readWholeDays(input.MaxRenewals, [1, MAX_RENEWALS], ruleLabel('MaxRenewals'), problems),
    AdjustmentIndex: isBlank(input.AdjustmentIndex)
      ? 'NENHUM'
      : readIndex(input.AdjustmentIndex, ruleLabel('AdjustmentIndex'), problems),
  };
  return { values, problems };
};

/** The renewal a modality's policies follow: its rule over the defaults; no rule, no automatic. */
export const effectiveRenewal = (
  settings: RenewalSettingsFields,
  rule?: (RenewalRuleFields & { UniqueId?: string }) | null,
): EffectiveRenewal => ({
  ...settings,
  AutomaticRenewal: settings.RenewalEnabled && (rule?.AutomaticRenewal ?? false),
  DaysBeforeExpiry: rule?.DaysBeforeExpiry ?? settings.DaysBeforeExpiry,
  MaxRenewals: rule?.MaxRenewals ?? null,
  AdjustmentIndex: rule?.AdjustmentIndex ?? 'NENHUM',
  RuleUniqueId: rule?.UniqueId ?? null,
});

export const RENEWAL_STATUSES = [
  'NAO_RENOVA',
  'AGUARDANDO_ABERTURA',
  'RENOVACAO_ABERTA',
  'VENCIDA',
] as const;
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];
export const renewalStatusLabels: Record<RenewalStatus, string> = {
  NAO_RENOVA: 'Não renova',
  AGUARDANDO_ABERTURA: 'Aguardando a abertura da renovação',
  RENOVACAO_ABERTA: 'Renovação aberta',
  VENCIDA: 'Apólice vencida',
};

/** A day no earlier than the start of the term. */
const notBefore = (day: string, start: string) => (day < start ? start : day);

/**
 * When a policy's renewal opens and what it will be, read on the reference date. A term shorter
 * than the opening window opens on its first day.
 */
export const renewalSchedule = (
  term: PolicyTerm,
  config: EffectiveRenewal,
  renewalsDone = 0,
): RenewalSchedule => {
  const { startDate, endDate, referenceDate } = term;
  const termInDays = daysBetween(startDate, endDate);
  const overLimit = config.MaxRenewals !== null && renewalsDone >= config.MaxRenewals;
  const renewable = config.RenewalEnabled && !overLimit;
  const reason = !config.RenewalEnabled
    ? 'A renovação está desligada na seguradora.'
    : overLimit
      ? `A modalidade permite no máximo ${config.MaxRenewals} renovação(ões) e a apólice já teve ${renewalsDone}.`
      : config.AutomaticRenewal
        ? null
        : 'A modalidade não renova automaticamente: a renovação é aberta a pedido do corretor.';
  const opensOn = renewable
    ? notBefore(addDays(endDate, -config.DaysBeforeExpiry), startDate)
    : null;
  const next = renewable ? renewalTerm(startDate, endDate) : null;
  const status: RenewalStatus = !renewable
    ? 'NAO_RENOVA'
    : referenceDate >= endDate
      ? 'VENCIDA'
      : referenceDate >= (opensOn as string)
        ? 'RENOVACAO_ABERTA'
        : 'AGUARDANDO_ABERTURA';
  return {
    StartDate: startDate,
    EndDate: endDate,
    TermInDays: termInDays,
    Renewable: renewable,
    AutomaticRenewal: renewable && config.AutomaticRenewal,
    Reason: reason,
    RenewalOpensOn: opensOn,
    BrokerNoticeOn:
      renewable && config.NotifyBrokerDaysBefore > 0
        ? notBefore(addDays(endDate, -config.NotifyBrokerDaysBefore), startDate)
        : null,
    NextStartDate: next?.startDate ?? null,
    NextEndDate: next?.endDate ?? null,
    AdjustmentIndex: config.AdjustmentIndex,
    RecalculatePremium: config.RecalculatePremium,
    AutoIssueWhenUnchanged: config.AutoIssueWhenUnchanged,
    Status: status,
    DaysUntilOpening: opensOn ? daysBetween(referenceDate, opensOn) : null,
  };
};

/** How a history row shows a value: flags in words, index codes by their name. */
export const configValueText = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'string' && value in adjustmentIndexLabels) {
    return adjustmentIndexLabels[value as AdjustmentIndex];
  }
  return String(value);
};

/** "Fornecedor: automática; 30 dias; até 2 renovações; índice IGP-M" (history of a removal). */
export const renewalRuleSummary = (modalityName: string, rule: RenewalRuleFields) =>
  `${modalityName}: ${[
    rule.AutomaticRenewal ? 'automática' : 'a pedido',
    rule.DaysBeforeExpiry === null ? 'dias do padrão' : `${rule.DaysBeforeExpiry} dias`,
    rule.MaxRenewals === null ? 'sem limite de renovações' : `até ${rule.MaxRenewals} renovações`,
    `índice ${adjustmentIndexLabels[rule.AdjustmentIndex]}`,
  ].join('; ')}`;
