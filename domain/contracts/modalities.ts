import { z } from 'zod';
import { coverageCalculationTypes } from '../coverageCalculation';
import { MODALITY_FLAGS, type ModalityFlag, modalityLabels } from '../modalities';
import type { HistoryEntry } from './history';
import { int32, positiveBodyId, positiveQueryId } from './integers';
import { requiredVersion, specOptionalVersionQuery } from './version';

/**
 * The modality calls (spec part 1 §7 "Modalities", /api/Core and /api/Modality: branches, groups,
 * modalities, their coverages and complementary links), written once: the gateway's route schemas
 * (server/modules/modalities/schemas.ts wraps the answers in the envelope) and the portal's types
 * (domain/modalities.ts) both come from here. Money and rates are decimal strings
 * (`"5000000.00"`, `"1.2000"` % a.a.).
 */

const positiveId = positiveQueryId();
const bodyId = positiveBodyId();
const numberLike = z.union([z.number(), z.string().max(40)]).nullish();
/** A flag in the query string, in either spelling .NET clients send. */
export const flagQuery = z.enum(['true', 'false', 'True', 'False']);
/** One schema per modality flag, keyed by the flag (typed, unlike a bare Object.fromEntries). */
const flagShape = <T extends z.ZodType>(schema: T) =>
  Object.fromEntries(MODALITY_FLAGS.map((flag) => [flag, schema])) as Record<ModalityFlag, T>;
const typesText = coverageCalculationTypes.map((type) => `${type.id} ${type.name}`).join(', ');

// ---- requests

export const branchIdQuery = z.object({ branchId: positiveId.describe('Id do ramo') });
export const groupQuery = z.object({ modalityGroupUniqueId: z.uuid() });
export const modalityIdQuery = z.object({ modalityId: positiveId.describe('Id da modalidade') });
export const coverageIdQuery = z.object({ id: positiveId.describe('Id da cobertura') });
export const toggleCoverageQuery = coverageIdQuery.extend({ Version: specOptionalVersionQuery() });
export const additionalCoveragesQuery = z.object({
  ModalityUniqueId: z.uuid(),
  ignoreDeleted: flagQuery.optional().describe('true: só as coberturas ativas'),
});
export const complementaryListQuery = z.object({ ModalityUniqueId: z.uuid() });
export const linkQuery = z.object({
  modalityId: positiveId.describe('A modalidade principal'),
  complementaryModalityId: positiveId.describe('A modalidade que a complementa'),
});
export const linkIdQuery = z.object({
  complementaryModalityId: positiveId.describe(
    'Id do vínculo (Id de GetComplementaryModalities), não o da modalidade',
  ),
});

const issueBeforePaymentText =
  'true: a apólice é emitida já na emissão, com o prêmio a receber; false: só quando o ' +
  'primeiro boleto é pago; null: segue a configuração de emissão da seguradora';

/** The modality's own fields as InsertModality / UpdateModality carry them. */
const fieldShape = {
  Name: z.string().max(400).nullish(),
  Ref: z.string().max(100).nullish(),
  MaxInsuredAmountValue: numberLike,
  MaxInsuredAmountAutomaticValue: numberLike,
  MinInsurancePremium: numberLike,
  BaseRate: numberLike.describe('% a.a.'),
  MaxRetroactivityDays: numberLike,
  MaxFutureDays: numberLike,
  MinPeriodInDays: numberLike,
  MaxPeriodInDays: numberLike,
  DaysForAutomaticCancel: numberLike.describe('Obrigatório com EnableAutomaticCancel'),
  ...flagShape(z.boolean().nullish()),
  IssueBeforePayment: z.boolean().nullish().describe(issueBeforePaymentText),
};

const rules =
  'Regras: IS automática ≤ IS máxima; prazo mínimo ≤ prazo máximo; dias ≥ 0; ' +
  'DaysForAutomaticCancel obrigatório com EnableAutomaticCancel; uma modalidade complementar ' +
  'não tem modalidade complementar. Uma mensagem por problema, com o nome do campo.';

export const insertModalityBody = z
  .object({
    ModalityGroupUniqueId: z.uuid().nullish(),
    ModalityGroupId: bodyId.nullish().describe('Alternativa ao UniqueId'),
    ...fieldShape,
  })
  .describe(rules);

export const updateModalityBody = z
  .object({
    Id: bodyId.describe('Id da modalidade'),
    Version: requiredVersion(),
    ...fieldShape,
  })
  .describe(`Campos ausentes mantêm o valor atual. ${rules}`);

const jsonParam = z
  .union([z.string().max(4000), z.record(z.string(), z.unknown())])
  .nullish()
  .describe(
    'Objeto ou texto JSON. 1: { Percentage, MaxValue? }; 2: { Value }; 3: { Rate, MinPremium? }',
  );

export const insertCoverageBody = z.object({
  ModalityId: bodyId,
  Name: z.string().max(400).nullish(),
  CoverageCalculationTypeId: int32().nullish().describe(typesText),
  CoverageCalculationJSONParam: jsonParam,
  IsAdditional: z.boolean().nullish(),
  IsEnabled: z.boolean().nullish().describe('Padrão: true'),
});

export const updateCoverageBody = insertCoverageBody.omit({ ModalityId: true }).extend({
  Id: bodyId,
  Version: requiredVersion(),
});

export const coverageObjectsBody = z.object({
  ModalityUniqueId: z.uuid(),
  InsuredAmountValue: numberLike.describe('IS da proposta'),
  BasePremium: numberLike.describe('Prêmio base da proposta (para o tipo 3)'),
  CoverageIds: z.array(bodyId).max(100).nullish().describe('Ausente: todas as ativas'),
});

// ---- answers

const money = z.string().describe('Decimal, 2 casas');

export const companyBranch = z.object({
  Id: int32(),
  UniqueId: z.string(),
  Code: z.string().describe('Código SUSEP do ramo'),
  Name: z.string(),
  IsPrivate: z.boolean(),
  IsActive: z.boolean(),
});

/** The modality's own fields, normalised: what is stored, compared and answered. */
const modalityFields = z.object({
  Name: z.string(),
  Ref: z.string().nullable(),
  MaxInsuredAmountValue: money,
  MaxInsuredAmountAutomaticValue: money.nullable(),
  MinInsurancePremium: money,
  BaseRate: z.string().describe('% a.a., 4 casas'),
  MaxRetroactivityDays: int32(),
  MaxFutureDays: int32(),
  MinPeriodInDays: int32(),
  MaxPeriodInDays: int32(),
  DaysForAutomaticCancel: int32().nullable(),
  ...flagShape(z.boolean()),
  IssueBeforePayment: z.boolean().nullable().describe(issueBeforePaymentText),
});

export const modalityListItem = z
  .object({
    Id: int32(),
    UniqueId: z.string(),
    BranchId: int32(),
    BranchCode: z.string(),
    ModalityGroupId: int32(),
    ModalityGroupUniqueId: z.string(),
    ModalityGroupName: z.string(),
    ...modalityFields.shape,
    Version: int32(),
  })
  .describe(`Rótulos: ${JSON.stringify(modalityLabels)}`);

export const coverage = z.object({
  Id: int32(),
  UniqueId: z.string(),
  ModalityId: int32(),
  Name: z.string(),
  CoverageCalculationTypeId: int32(),
  CoverageCalculationTypeName: z.string(),
  CoverageCalculationJSONParam: z.string().describe('Texto JSON dos parâmetros'),
  IsEnabled: z.boolean(),
  IsAdditional: z.boolean(),
  Version: int32(),
});

/** GetAdditionalCoveragesObjects: a coverage calculated over the proposal's amounts. */
export const coverageObject = coverage.extend({
  CoverageInsuredAmountValue: money.nullable().describe('Tipos 1 e 2'),
  CoveragePremium: money.nullable().describe('Tipo 3'),
});

export const complementaryModality = z.object({
  Id: int32().describe('Id do vínculo'),
  ModalityId: int32(),
  ComplementaryModalityId: int32(),
  ComplementaryModalityUniqueId: z.string(),
  ComplementaryModalityName: z.string(),
  IsEnabled: z.boolean(),
});

/** GetModality: the modality with its coverages and complementary links. */
export const modality = modalityListItem.extend({
  Coverages: z.array(coverage),
  ComplementaryModalities: z.array(complementaryModality),
});

/** GetModalitiesGroups: the catalogue, one group with its modalities per row. */
export const modalityGroup = z.object({
  Id: int32(),
  ModalityGroupUniqueId: z.string(),
  Name: z.string(),
  BranchId: int32(),
  BranchCode: z.string(),
  BranchName: z.string(),
  Modalities: z.array(modalityListItem),
});

export const premiumLimit = z.object({
  Percentage: z
    .string()
    .describe('Prêmio máximo de uma proposta, em % da importância segurada (4 casas)'),
});

export type ModalityFields = z.infer<typeof modalityFields>;
export type CompanyBranch = z.infer<typeof companyBranch>;
export type ModalityListItem = z.infer<typeof modalityListItem>;
export type CoverageAnswer = z.infer<typeof coverage>;
export type CoverageObjectAnswer = z.infer<typeof coverageObject>;
export type ComplementaryModalityAnswer = z.infer<typeof complementaryModality>;
export type ModalityAnswer = z.infer<typeof modality>;
export type ModalityGroupAnswer = z.infer<typeof modalityGroup>;
/** ModalityChangeHistory/GetModalityChangeHistory answers the shared history entry. */
export type ModalityHistoryRow = HistoryEntry;
export type PremiumLimitAnswer = z.infer<typeof premiumLimit>;
/** What the portal sends (z.input: before the gateway's defaults and transforms). */
export type InsertModalityInput = z.input<typeof insertModalityBody>;
export type UpdateModalityInput = z.input<typeof updateModalityBody>;
/** The modality's own fields as both writes carry them (the modality form's output). */
export type ModalityWriteInput = Omit<UpdateModalityInput, 'Id' | 'Version'>;
export type InsertCoverageInput = z.input<typeof insertCoverageBody>;
export type UpdateCoverageInput = z.input<typeof updateCoverageBody>;
/** The coverage's own fields as both writes carry them (the coverage dialog's output). */
export type CoverageInput = Omit<UpdateCoverageInput, 'Id' | 'Version'>;
/** The query values as the portal holds them, before they become query-string text. */
export type ModalityIdQuery = z.infer<typeof modalityIdQuery>;
export type ToggleCoverageQuery = z.infer<typeof toggleCoverageQuery>;
export type LinkQuery = z.infer<typeof linkQuery>;
export type LinkIdQuery = z.infer<typeof linkIdQuery>;
