import { z } from 'zod';
import { int32 } from '../../http/inputSchemas';
import {
  ANNIVERSARY_STATUSES,
  MAX_DAYS_BEFORE_ANNIVERSARY,
} from '../../../domain/anniversaryEndorsement';
import { envelopeOf } from '../../http/envelope';
import {
  areaAnswers,
  flag,
  indexCode,
  indexEnum,
  modalityShape,
  numberLike,
  ruleBodies,
  termQuery,
  version,
} from './schemas';

const days = `0 a ${MAX_DAYS_BEFORE_ANNIVERSARY}`;

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
export const { create: createAnniversaryRuleBody, update: updateAnniversaryRuleBody } =
  ruleBodies(ruleShape);
export const anniversaryScheduleQuery = z.object(termQuery);

const settings = z.object({
  AnniversaryEnabled: z.boolean(),
  DaysBeforeAnniversary: int32(),
  AdjustmentIndex: indexEnum,
  ChargeAnnualPremium: z.boolean(),
  AutomaticIssue: z.boolean(),
});
const effective = settings.extend({
  Enabled: z.boolean().describe('As apólices plurianuais da modalidade geram o endosso'),
  RuleUniqueId: z.uuid().nullable(),
});
const rule = z.object({
  ...modalityShape,
  IsEnabled: z.boolean(),
  DaysBeforeAnniversary: int32().nullable().describe('null: segue o padrão'),
  AdjustmentIndex: indexEnum.nullable().describe('null: segue o padrão'),
  ChargeAnnualPremium: z.boolean().nullable().describe('null: segue o padrão'),
  AutomaticIssue: z.boolean().nullable().describe('null: segue o padrão'),
  Effective: effective.describe('O que vale para as apólices da modalidade'),
});
const item = z.object({
  Number: int32(),
  AnniversaryDate: z.string(),
  EndorsementDueOn: z.string().describe('Dia em que o endosso é gerado'),
  PeriodStart: z.string(),
  PeriodEnd: z.string(),
  Status: z.enum(ANNIVERSARY_STATUSES),
});

export const {
  settings: anniversarySettingsAnswer,
  rule: anniversaryRuleAnswer,
  rules: anniversaryRulesAnswer,
} = areaAnswers(settings, rule);
export const anniversaryScheduleAnswer = envelopeOf(
  z.object({
    ModalityUniqueId: z.uuid(),
    ModalityName: z.string(),
    Effective: effective,
    Schedule: z.object({
      StartDate: z.string(),
      EndDate: z.string(),
      MultiYear: z.boolean(),
      Enabled: z.boolean(),
      Reason: z.string().nullable(),
      AdjustmentIndex: indexEnum,
      ChargeAnnualPremium: z.boolean(),
      AutomaticIssue: z.boolean(),
      Anniversaries: z.array(item),
      Next: item.nullable(),
      DaysUntilNextEndorsement: int32().nullable(),
    }),
  }),
);
