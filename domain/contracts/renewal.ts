import { z } from 'zod';
import {
  ADJUSTMENT_INDEXES,
  MAX_DAYS_BEFORE_EXPIRY,
  MAX_NOTICE_DAYS,
  MAX_RENEWALS,
  RENEWAL_STATUSES,
} from '../renewal';
import { int32 } from './integers';
import { requiredVersion } from './version';

/**
 * The renewal calls (/api/Renewal/*, see /docs) and the pieces every defaults-plus-modality-rules
 * area shares (the anniversary endorsement's contract, ./anniversary.ts, is built from them),
 * written once: the gateway's route schemas (server/modules/renewal-anniversary/schemas.ts wraps
 * the answers in the envelope) and the portal's types (domain/renewal.ts) both come from here.
 * Dates are ISO days (`"2027-03-31"`).
 */

// ---- shared by the modality-rule areas

/** Loose on purpose: the domain rules check each field and name it in pt-BR. */
export const numberLike = z.union([z.number(), z.string().max(20)]).nullish();
export const flag = z.boolean().nullish();
export const indexCode = z
  .string()
  .max(20)
  .nullish()
  .describe(`Índice: ${ADJUSTMENT_INDEXES.join(', ')}`);
export const version = requiredVersion;
export const indexEnum = z.enum(ADJUSTMENT_INDEXES);
const isoDay = z.string().max(10).optional();

/** Get…ModalityRule's query. */
export const ruleTokenQuery = z.object({
  uniqueId: z.uuid().describe('UniqueId da regra (o :token da rota de edição)'),
});
/** Delete…ModalityRule's body. */
export const deleteRuleBody = z.object({
  UniqueId: z.uuid().describe('UniqueId da regra'),
  Version: version('A versão lida da regra'),
});
/** Get…History's query. */
export const ruleHistoryQuery = z.object({
  uniqueId: z
    .uuid()
    .optional()
    .describe('UniqueId da regra da modalidade; sem ele, o histórico da configuração padrão'),
});
/** The policy a schedule is read for (Get…Schedule's query). */
export const termQuery = {
  modalityUniqueId: z.uuid().describe('UniqueId da modalidade da apólice/proposta'),
  startDate: isoDay.describe('Início de vigência, AAAA-MM-DD'),
  endDate: isoDay.describe('Fim de vigência, AAAA-MM-DD'),
  referenceDate: isoDay.describe('Data em que o cronograma é lido (padrão: hoje, em Brasília)'),
};

/** What every modality rule answers of its modality, and its Version. */
export const modalityShape = {
  Id: int32(),
  UniqueId: z.uuid().describe('O token da rota de edição'),
  ModalityId: int32(),
  ModalityUniqueId: z.uuid(),
  ModalityName: z.string(),
  BranchCode: z.string(),
  ModalityGroupName: z.string(),
  Version: int32(),
};

/** The bodies of a rule's creation (names its modality: one rule each) and update (its Version). */
export const ruleBodies = <Shape extends z.ZodRawShape>(shape: Shape) => ({
  create: z.object({
    ModalityUniqueId: z.uuid().describe('A modalidade (uma regra por modalidade)'),
    ...shape,
  }),
  update: z.object({
    UniqueId: z.uuid(),
    ...shape,
    Version: version('A versão lida da regra'),
  }),
});

/** An area's defaults as answered: with their Version, 0 while never saved. */
export const savedSettings = <Settings extends z.ZodRawShape>(settings: z.ZodObject<Settings>) =>
  settings.extend({ Version: int32().describe('0: nunca salva') });

// ---- renewal: requests

const renewalSettingsShape = {
  RenewalEnabled: flag.describe('Liga a renovação na seguradora'),
  DaysBeforeExpiry: numberLike.describe(
    `Dias antes do vencimento em que a proposta de renovação abre (1 a ${MAX_DAYS_BEFORE_EXPIRY})`,
  ),
  AutoIssueWhenUnchanged: flag.describe('A renovação sem alteração vai direto à emissão'),
  RecalculatePremium: flag.describe('O prêmio da renovação é recalculado com a taxa vigente'),
  BlockOnHolderRestrictions: flag.describe(
    'Tomador com pendência de limite ou cadastro bloqueia a renovação',
  ),
  NotifyBrokerDaysBefore: numberLike.describe(
    `Dias antes do vencimento em que o corretor é avisado (0 a ${MAX_NOTICE_DAYS}; 0 não avisa)`,
  ),
};
/** SaveRenewalSettings' body. */
export const renewalSettingsBody = z.object({
  ...renewalSettingsShape,
  Version: version('A versão lida (0 quando nunca foi salva)'),
});
const renewalRuleShape = {
  AutomaticRenewal: flag.describe('A proposta de renovação é aberta sem pedido do corretor'),
  DaysBeforeExpiry: numberLike.describe(
    `1 a ${MAX_DAYS_BEFORE_EXPIRY}; vazio segue a configuração padrão`,
  ),
  MaxRenewals: numberLike.describe(`1 a ${MAX_RENEWALS}; vazio: sem limite`),
  AdjustmentIndex: indexCode.describe('Índice de atualização da IS; vazio: NENHUM'),
};
/** CreateRenewalModalityRule's and UpdateRenewalModalityRule's bodies. */
export const { create: createRenewalRuleBody, update: updateRenewalRuleBody } =
  ruleBodies(renewalRuleShape);
/** GetRenewalSchedule's query. */
export const renewalScheduleQuery = z.object({
  ...termQuery,
  renewalsDone: z
    .string()
    .max(3)
    .optional()
    .describe('Renovações que a apólice já teve (padrão 0)'),
});

// ---- renewal: answers

/** The insurer's defaults (configurar-renovacao); NotifyBrokerDaysBefore 0: not warned. */
export const renewalSettings = z.object({
  RenewalEnabled: z.boolean(),
  DaysBeforeExpiry: int32(),
  AutoIssueWhenUnchanged: z.boolean(),
  RecalculatePremium: z.boolean(),
  BlockOnHolderRestrictions: z.boolean(),
  NotifyBrokerDaysBefore: int32(),
});
/** What a modality's policies follow (rule over defaults); RuleUniqueId null: only the defaults. */
export const effectiveRenewal = renewalSettings.extend({
  AutomaticRenewal: z.boolean(),
  MaxRenewals: int32().nullable(),
  AdjustmentIndex: indexEnum,
  RuleUniqueId: z.uuid().nullable(),
});
/** GetRenewalSettings' and SaveRenewalSettings' answer. */
export const savedRenewalSettings = savedSettings(renewalSettings);
/** A modality's own renewal fields; a null DaysBeforeExpiry follows the defaults. */
export const renewalRuleFields = z.object({
  AutomaticRenewal: z.boolean(),
  DaysBeforeExpiry: int32().nullable().describe('null: segue o padrão'),
  MaxRenewals: int32().nullable().describe('null: sem limite'),
  AdjustmentIndex: indexEnum,
});
export const renewalRule = z.object({
  ...modalityShape,
  ...renewalRuleFields.shape,
  Effective: effectiveRenewal.describe('O que vale para as apólices da modalidade'),
});
/** When a policy's renewal opens and what it will be, read on the reference date. */
export const renewalSchedule = z.object({
  StartDate: z.string(),
  EndDate: z.string(),
  TermInDays: int32(),
  Renewable: z.boolean(),
  AutomaticRenewal: z.boolean(),
  Reason: z.string().nullable(),
  RenewalOpensOn: z.string().nullable().describe('Dia em que abre a proposta de renovação'),
  BrokerNoticeOn: z.string().nullable(),
  NextStartDate: z.string().nullable(),
  NextEndDate: z.string().nullable(),
  AdjustmentIndex: indexEnum,
  RecalculatePremium: z.boolean(),
  AutoIssueWhenUnchanged: z.boolean(),
  Status: z.enum(RENEWAL_STATUSES),
  DaysUntilOpening: int32().nullable(),
});
/** GetRenewalSchedule's answer. */
export const renewalScheduleAnswer = z.object({
  ModalityUniqueId: z.uuid(),
  ModalityName: z.string(),
  Effective: effectiveRenewal,
  Schedule: renewalSchedule,
});

export type RenewalSettingsFields = z.infer<typeof renewalSettings>;
export type RenewalSettingsAnswer = z.infer<typeof savedRenewalSettings>;
export type EffectiveRenewal = z.infer<typeof effectiveRenewal>;
export type RenewalRuleFields = z.infer<typeof renewalRuleFields>;
export type RenewalRuleAnswer = z.infer<typeof renewalRule>;
export type RenewalSchedule = z.infer<typeof renewalSchedule>;
export type RenewalScheduleAnswer = z.infer<typeof renewalScheduleAnswer>;
/** What the portal sends (z.input: before the gateway's transforms). */
export type SaveRenewalSettingsInput = z.input<typeof renewalSettingsBody>;
export type CreateRenewalRuleInput = z.input<typeof createRenewalRuleBody>;
export type UpdateRenewalRuleInput = z.input<typeof updateRenewalRuleBody>;
export type DeleteRuleInput = z.input<typeof deleteRuleBody>;
/** The query values as the portal holds them. */
export type RuleTokenQuery = z.infer<typeof ruleTokenQuery>;
export type RuleHistoryQuery = z.infer<typeof ruleHistoryQuery>;
