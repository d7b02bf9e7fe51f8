import { z } from 'zod';
import { ANNIVERSARY_STATUSES, MAX_DAYS_BEFORE_ANNIVERSARY } from '../anniversaryEndorsement';
import { int32 } from './integers';
import {
  flag,
  indexCode,
  indexEnum,
  modalityShape,
  numberLike,
  ruleBodies,
  savedSettings,
  termQuery,
  version,
} from './renewal';

/**
 * The anniversary-endorsement calls (/api/AnniversaryEndorsement/*, see /docs), written once from
 * the modality-rule pieces of ./renewal: the gateway's route schemas
 * (server/modules/renewal-anniversary/anniversarySchemas.ts wraps the answers in the envelope) and
 * the portal's types (domain/anniversaryEndorsement.ts) both come from here.
 */

const days = `0 a ${MAX_DAYS_BEFORE_ANNIVERSARY}`;

// ---- requests

/** SaveAnniversarySettings' body. */
export const anniversarySettingsBody = z.object({
  AnniversaryEnabled: flag.describe('Liga o endosso de aniversário na seguradora'),
  DaysBeforeAnniversary: numberLike.describe(
    `Dias antes do aniversário em que o endosso é gerado (${days})`,
  ),
  AdjustmentIndex: indexCode,
  ChargeAnnualPremium: flag.describe('Cobra o prêmio do novo ano a cada aniversário'),
  AutomaticIssue: flag.describe(
    'Emite sem análise; senão vai para a esteira (ENDOSSO_ANIVERSARIO)',
  ),
  Version: version('A versão lida (0 quando nunca foi salva)'),
});
const ruleShape = {
  IsEnabled: flag.describe('A modalidade gera endosso de aniversário'),
  DaysBeforeAnniversary: numberLike.describe(`${days}; vazio segue o padrão`),
  AdjustmentIndex: indexCode.describe('Vazio segue o padrão'),
  ChargeAnnualPremium: flag.describe('Vazio (null) segue o padrão'),
  AutomaticIssue: flag.describe('Vazio (null) segue o padrão'),
};
/** CreateAnniversaryModalityRule's and UpdateAnniversaryModalityRule's bodies. */
export const { create: createAnniversaryRuleBody, update: updateAnniversaryRuleBody } =
  ruleBodies(ruleShape);
/** GetAnniversarySchedule's query. */
export const anniversaryScheduleQuery = z.object(termQuery);

// ---- answers

/** The insurer's defaults; AutomaticIssue false: the endorsement goes to analysis first. */
export const anniversarySettings = z.object({
  AnniversaryEnabled: z.boolean(),
  DaysBeforeAnniversary: int32(),
  AdjustmentIndex: indexEnum,
  ChargeAnnualPremium: z.boolean(),
  AutomaticIssue: z.boolean(),
});
/** GetAnniversarySettings' and SaveAnniversarySettings' answer. */
export const savedAnniversarySettings = savedSettings(anniversarySettings);
/** What a modality's multi-year policies follow (rule over defaults). */
export const effectiveAnniversary = anniversarySettings.extend({
  Enabled: z.boolean().describe('As apólices plurianuais da modalidade geram o endosso'),
  RuleUniqueId: z.uuid().nullable(),
});
/** A modality's own fields: IsEnabled always; each null field follows the defaults. */
export const anniversaryRuleFields = z.object({
  IsEnabled: z.boolean(),
  DaysBeforeAnniversary: int32().nullable().describe('null: segue o padrão'),
  AdjustmentIndex: indexEnum.nullable().describe('null: segue o padrão'),
  ChargeAnnualPremium: z.boolean().nullable().describe('null: segue o padrão'),
  AutomaticIssue: z.boolean().nullable().describe('null: segue o padrão'),
});
export const anniversaryRule = z.object({
  ...modalityShape,
  ...anniversaryRuleFields.shape,
  Effective: effectiveAnniversary.describe('O que vale para as apólices da modalidade'),
});
export const anniversaryItem = z.object({
  Number: int32(),
  AnniversaryDate: z.string(),
  EndorsementDueOn: z.string().describe('Dia em que o endosso é gerado'),
  PeriodStart: z.string(),
  PeriodEnd: z.string(),
  Status: z.enum(ANNIVERSARY_STATUSES),
});
/** A policy's anniversaries and the next endorsement, read on the reference date. */
export const anniversarySchedule = z.object({
  StartDate: z.string(),
  EndDate: z.string(),
  MultiYear: z.boolean(),
  Enabled: z.boolean(),
  Reason: z.string().nullable(),
  AdjustmentIndex: indexEnum,
  ChargeAnnualPremium: z.boolean(),
  AutomaticIssue: z.boolean(),
  Anniversaries: z.array(anniversaryItem),
  Next: anniversaryItem.nullable(),
  DaysUntilNextEndorsement: int32().nullable(),
});
/** GetAnniversarySchedule's answer. */
export const anniversaryScheduleAnswer = z.object({
  ModalityUniqueId: z.uuid(),
  ModalityName: z.string(),
  Effective: effectiveAnniversary,
  Schedule: anniversarySchedule,
});

export type AnniversarySettingsFields = z.infer<typeof anniversarySettings>;
export type AnniversarySettingsAnswer = z.infer<typeof savedAnniversarySettings>;
export type EffectiveAnniversary = z.infer<typeof effectiveAnniversary>;
export type AnniversaryRuleFields = z.infer<typeof anniversaryRuleFields>;
export type AnniversaryRuleAnswer = z.infer<typeof anniversaryRule>;
export type AnniversaryItem = z.infer<typeof anniversaryItem>;
export type AnniversarySchedule = z.infer<typeof anniversarySchedule>;
export type AnniversaryScheduleAnswer = z.infer<typeof anniversaryScheduleAnswer>;
/** What the portal sends (z.input: before the gateway's transforms). */
export type SaveAnniversarySettingsInput = z.input<typeof anniversarySettingsBody>;
export type CreateAnniversaryRuleInput = z.input<typeof createAnniversaryRuleBody>;
export type UpdateAnniversaryRuleInput = z.input<typeof updateAnniversaryRuleBody>;
