import { z } from 'zod';
import { int32 } from '../../http/inputSchemas';
import { coverageCalculationTypes } from '../../../domain/coverageCalculation';
import { MODALITY_FLAGS, type ModalityFlag, modalityLabels } from '../../../domain/modalities';
import { envelopeOf } from '../../http/envelope';
import { requiredVersion, specOptionalVersionQuery } from '../../http/versionField';
import { historyEntry } from '../../../domain/contracts/history';
import { bodyId, positiveId } from '../../../domain/contracts/ids';

// The query-string and body ids are written with the call contracts (domain/contracts/ids.ts).
export { bodyId, positiveId };
const numberLike = z.union([z.number(), z.string().max(40)]).nullish();
export const flagQuery = z.enum(['true', 'false', 'True', 'False']);
/** One schema per modality flag, keyed by the flag (typed, unlike a bare Object.fromEntries). */
const flagShape = <T extends z.ZodType>(schema: T) =>
  Object.fromEntries(MODALITY_FLAGS.map((flag) => [flag, schema])) as Record<ModalityFlag, T>;
const typesText = coverageCalculationTypes.map((type) => `${type.id} ${type.name}`).join(', ');

export const branchIdQuery = z.object({ branchId: positiveId.describe('Id do ramo') });
export const groupQuery = z.object({ modalityGroupUniqueId: z.uuid() });
export const modalityIdQuery = z.object({ modalityId: positiveId.describe('Id da modalidade') });
export const idQuery = z.object({ id: positiveId.describe('Id da cobertura') });
export const toggleCoverageQuery = idQuery.extend({ Version: specOptionalVersionQuery() });
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
export type InsertModalityBody = z.infer<typeof insertModalityBody>;

export const updateModalityBody = z
  .object({
    Id: bodyId.describe('Id da modalidade'),
    Version: requiredVersion(),
    ...fieldShape,
  })
  .describe(`Campos ausentes mantêm o valor atual. ${rules}`);
export type UpdateModalityBody = z.infer<typeof updateModalityBody>;

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
export type InsertCoverageBody = z.infer<typeof insertCoverageBody>;

export const updateCoverageBody = insertCoverageBody.omit({ ModalityId: true }).extend({
  Id: bodyId,
  Version: requiredVersion(),
});
export type UpdateCoverageBody = z.infer<typeof updateCoverageBody>;

export const coverageObjectsBody = z.object({
  ModalityUniqueId: z.uuid(),
  InsuredAmountValue: numberLike.describe('IS da proposta'),
  BasePremium: numberLike.describe('Prêmio base da proposta (para o tipo 3)'),
  CoverageIds: z.array(bodyId).max(100).nullish().describe('Ausente: todas as ativas'),
});

const money = z.string().describe('Decimal, 2 casas');
const branch = z.object({
  Id: int32(),
  UniqueId: z.string(),
  Code: z.string().describe('Código SUSEP do ramo'),
  Name: z.string(),
  IsPrivate: z.boolean(),
  IsActive: z.boolean(),
});
const listItem = z
  .object({
    Id: int32(),
    UniqueId: z.string(),
    BranchId: int32(),
    BranchCode: z.string(),
    ModalityGroupId: int32(),
    ModalityGroupUniqueId: z.string(),
    ModalityGroupName: z.string(),
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
    Version: int32(),
  })
  .describe(`Rótulos: ${JSON.stringify(modalityLabels)}`);
const coverage = z.object({
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
const link = z.object({
  Id: int32().describe('Id do vínculo'),
  ModalityId: int32(),
  ComplementaryModalityId: int32(),
  ComplementaryModalityUniqueId: z.string(),
  ComplementaryModalityName: z.string(),
  IsEnabled: z.boolean(),
});
const modality = listItem.extend({
  Coverages: z.array(coverage),
  ComplementaryModalities: z.array(link),
});

export const branchesAnswer = envelopeOf(z.array(branch));
export const modalitiesAnswer = envelopeOf(z.array(listItem));
export const groupsAnswer = envelopeOf(
  z.array(
    z.object({
      Id: int32(),
      ModalityGroupUniqueId: z.string(),
      Name: z.string(),
      BranchId: int32(),
      BranchCode: z.string(),
      BranchName: z.string(),
      Modalities: z.array(listItem),
    }),
  ),
);
export const modalityAnswer = envelopeOf(modality);
export const coverageAnswer = envelopeOf(coverage);
export const coveragesAnswer = envelopeOf(z.array(coverage));
export const coverageObjectsAnswer = envelopeOf(
  z.array(
    coverage.extend({
      CoverageInsuredAmountValue: money.nullable().describe('Tipos 1 e 2'),
      CoveragePremium: money.nullable().describe('Tipo 3'),
    }),
  ),
);
export const linksAnswer = envelopeOf(z.array(link));
export const linkAnswer = envelopeOf(link);
export const historyAnswer = envelopeOf(z.array(historyEntry));
export const premiumLimitAnswer = envelopeOf(
  z.object({
    Percentage: z
      .string()
      .describe('Prêmio máximo de uma proposta, em % da importância segurada (4 casas)'),
  }),
);
