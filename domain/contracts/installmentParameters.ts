import { z } from 'zod';
import { MAX_GRACE_PERIOD_DAYS, MAX_INSTALLMENTS } from '../installmentParameters';
import { int32, positiveBodyId, positiveQueryId } from './integers';
import { requiredVersion } from './version';

const positiveId = positiveQueryId();
const bodyId = positiveBodyId();

/**
 * The payment instalment calls (spec part 2 §7, /api/InstallmentParameter/* and
 * /api/InstallmentModalityParameter/*), written once: the gateway's route schemas
 * (server/modules/installment-parameters/schemas.ts wraps the answers in the envelope) and the
 * portal's types (domain/installmentParameters.ts) both come from here. Money is a decimal string
 * (`"200.00"`).
 */

/** Loose on purpose: the domain rules check each field and name it in pt-BR. */
const numberLike = z.union([z.number(), z.string().max(40)]).nullish();
const days = z.array(z.number()).max(100).nullish();
const version = requiredVersion('A versão lida (Version da resposta)');
const money = z.string().describe('Decimal, 2 casas');

// ---- requests

const ruleShape = {
  MaxInstallments: numberLike.describe(`1 a ${MAX_INSTALLMENTS}`),
  MinInstallmentValue: numberLike.describe('Valor mínimo de cada parcela, em reais'),
  PossibleGracePeriodsInDays: days.describe(
    `Carências oferecidas, em dias (0 a ${MAX_GRACE_PERIOD_DAYS}); a primeira é a padrão`,
  ),
};
const parameterShape = {
  Code: z.string().max(100).nullish().describe('Ex.: BOLETO, PIX, DEBITO_AUTOMATICO'),
  Name: z.string().max(400).nullish(),
  ...ruleShape,
  IsActive: z.boolean().nullish(),
};

/** CreateInstallmentParameter's body. */
export const createInstallmentParameterBody = z.object(parameterShape);
/** ChangeInstallmentParameter's body (the code does not change). */
export const changeInstallmentParameterBody = z.object({
  Id: bodyId,
  ...parameterShape,
  Version: version,
});
/** ChangeInstallmentModalityParameter's body: creates or changes a modality's override. */
export const installmentOverrideBody = z.object({
  InstallmentParameterId: bodyId,
  ModalityId: bodyId,
  ...ruleShape,
  Version: requiredVersion('A Version lida do parâmetro da modalidade (0 quando ainda não tem)'),
});
/** DeleteInstallmentModalityParameter's body. */
export const deleteInstallmentOverrideBody = z.object({
  Id: bodyId.describe('Id do parâmetro da modalidade (ModalityParameters[].Id)'),
  Version: version,
});
/** GetInstallmentParameterHistory's query. */
export const installmentHistoryQuery = z.object({
  installmentParameterId: positiveId.describe('Id do parâmetro de parcelamento'),
});

// ---- answers

/** The three values that decide the instalments of a proposal. */
export const installmentRules = z.object({
  MaxInstallments: int32(),
  MinInstallmentValue: money,
  PossibleGracePeriodsInDays: z.array(int32()),
});
/** A modality's override (a null field inherits the payment code's) and what it follows. */
export const installmentModalityParameter = z.object({
  Id: int32(),
  InstallmentParameterId: int32(),
  ModalityId: int32(),
  ModalityName: z.string(),
  MaxInstallments: int32().nullable().describe('null: herda'),
  MinInstallmentValue: money.nullable().describe('null: herda'),
  PossibleGracePeriodsInDays: z.array(int32()).nullable().describe('null: herda'),
  Effective: installmentRules.describe('O que vale para as propostas da modalidade'),
  Version: int32(),
});
export const installmentParameter = installmentRules.extend({
  Id: int32(),
  Code: z.string(),
  Name: z.string(),
  IsActive: z.boolean(),
  Version: int32(),
  ModalityParameters: z.array(installmentModalityParameter),
});
/** One tab of the screen (spec part 2 §3: Code, Name, InstallmentParameter). */
export const paymentParameterTab = z.object({
  Code: z.string(),
  Name: z.string(),
  InstallmentParameter: installmentParameter,
});

export type InstallmentRules = z.infer<typeof installmentRules>;
export type InstallmentModalityParameterAnswer = z.infer<typeof installmentModalityParameter>;
export type InstallmentParameterAnswer = z.infer<typeof installmentParameter>;
export type PaymentParameterTab = z.infer<typeof paymentParameterTab>;
/** What the portal sends (z.input: before the gateway's transforms). */
export type CreateInstallmentParameterInput = z.input<typeof createInstallmentParameterBody>;
export type ChangeInstallmentParameterInput = z.input<typeof changeInstallmentParameterBody>;
export type SaveInstallmentOverrideInput = z.input<typeof installmentOverrideBody>;
export type DeleteInstallmentOverrideInput = z.input<typeof deleteInstallmentOverrideBody>;
/** The query values as the portal holds them, before they become query-string text. */
export type InstallmentHistoryQuery = z.infer<typeof installmentHistoryQuery>;
