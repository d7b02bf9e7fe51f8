import { z } from 'zod';
import { int32 } from '../../http/inputSchemas';
import {
  ADJUSTMENT_INDEXES,
  MAX_DAYS_BEFORE_EXPIRY,
  MAX_NOTICE_DAYS,
  MAX_RENEWALS,
  RENEWAL_STATUSES,
} from '../../../domain/renewal';
import { envelopeOf } from '../../http/envelope';
import { requiredVersion } from '../../http/versionField';
import { historyEntry } from '../../../domain/contracts/history';

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

export const ruleTokenQuery = z.object({
  uniqueId: z.uuid().describe('UniqueId da regra (o :token da rota de edição)'),
});
export const deleteRuleBody = z.object({
  UniqueId: z.uuid().describe('UniqueId da regra'),
  Version: version('A versão lida da regra'),
});
export const historyQuery = z.object({
  uniqueId: z
    .uuid()
    .optional()
    .describe('UniqueId da regra da modalidade; sem ele, o histórico da configuração padrão'),
});
export const termQuery = {
  modalityUniqueId: z.uuid().describe('UniqueId da modalidade da apólice/proposta'),
  startDate: isoDay.describe('Início de vigência, AAAA-MM-DD'),
  endDate: isoDay.describe('Fim de vigência, AAAA-MM-DD'),
  referenceDate: isoDay.describe('Data em que o cronograma é lido (padrão: hoje, em Brasília)'),
};

export const historyAnswer = envelopeOf(z.array(historyEntry));

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

/** The answers of an area's defaults (with their Version), of one rule and of the rule list. */
export const areaAnswers = <Settings extends z.ZodRawShape, Rule extends z.ZodRawShape>(
  settings: z.ZodObject<Settings>,
  rule: z.ZodObject<Rule>,
) => ({
  settings: envelopeOf(settings.extend({ Version: int32().describe('0: nunca salva') })),
  rule: envelopeOf(rule),
  rules: envelopeOf(z.array(rule)),
});

// ——— renewal ———

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
export const { create: createRenewalRuleBody, update: updateRenewalRuleBody } =
  ruleBodies(renewalRuleShape);
export const renewalScheduleQuery = z.object({
  ...termQuery,
  renewalsDone: z
    .string()
    .max(3)
    .optional()
    .describe('Renovações que a apólice já teve (padrão 0)'),
});

const renewalSettings = z.object({
  RenewalEnabled: z.boolean(),
  DaysBeforeExpiry: int32(),
  AutoIssueWhenUnchanged: z.boolean(),
  RecalculatePremium: z.boolean(),
  BlockOnHolderRestrictions: z.boolean(),
  NotifyBrokerDaysBefore: int32(),
});
const effectiveRenewal = renewalSettings.extend({
  AutomaticRenewal: z.boolean(),
  MaxRenewals: int32().nullable(),
  AdjustmentIndex: indexEnum,
  RuleUniqueId: z.uuid().nullable(),
});
const renewalRule = z.object({
  ...modalityShape,
  AutomaticRenewal: z.boolean(),
  DaysBeforeExpiry: int32().nullable().describe('null: segue o padrão'),
  MaxRenewals: int32().nullable().describe('null: sem limite'),
  AdjustmentIndex: indexEnum,
  Effective: effectiveRenewal.describe('O que vale para as apólices da modalidade'),
});

export const {
  settings: renewalSettingsAnswer,
  rule: renewalRuleAnswer,
  rules: renewalRulesAnswer,
} = areaAnswers(renewalSettings, renewalRule);
export const renewalScheduleAnswer = envelopeOf(
  z.object({
    ModalityUniqueId: z.uuid(),
    ModalityName: z.string(),
    Effective: effectiveRenewal,
    Schedule: z.object({
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
    }),
  }),
);
