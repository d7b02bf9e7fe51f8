import { z } from 'zod';
import { int32 } from '../../http/inputSchemas';
import { MAX_GRACE_PERIOD_DAYS, MAX_INSTALLMENTS } from '../../../domain/installmentParameters';
import { envelopeOf } from '../../http/envelope';
import { bodyId, positiveId } from '../modalities/schemas';
import { requiredVersion } from '../../http/versionField';
import { historyEntry } from '../../../domain/contracts/history';

const numberLike = z.union([z.number(), z.string().max(40)]).nullish();
const days = z.array(z.number()).max(100).nullish();
const version = requiredVersion('A versão lida (Version da resposta)');
const money = z.string().describe('Decimal, 2 casas');

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

export const createParameterBody = z.object(parameterShape);
export const changeParameterBody = z.object({
  Id: bodyId,
  ...parameterShape,
  Version: version,
});
export const overrideBody = z.object({
  InstallmentParameterId: bodyId,
  ModalityId: bodyId,
  ...ruleShape,
  Version: requiredVersion('A Version lida do parâmetro da modalidade (0 quando ainda não tem)'),
});
export const deleteOverrideBody = z.object({
  Id: bodyId.describe('Id do parâmetro da modalidade (ModalityParameters[].Id)'),
  Version: version,
});
export const historyQuery = z.object({
  installmentParameterId: positiveId.describe('Id do parâmetro de parcelamento'),
});

const rules = z.object({
  MaxInstallments: int32(),
  MinInstallmentValue: money,
  PossibleGracePeriodsInDays: z.array(int32()),
});
const modalityParameter = z.object({
  Id: int32(),
  InstallmentParameterId: int32(),
  ModalityId: int32(),
  ModalityName: z.string(),
  MaxInstallments: int32().nullable().describe('null: herda'),
  MinInstallmentValue: money.nullable().describe('null: herda'),
  PossibleGracePeriodsInDays: z.array(int32()).nullable().describe('null: herda'),
  Effective: rules.describe('O que vale para as propostas da modalidade'),
  Version: int32(),
});
const tab = z.object({
  Code: z.string(),
  Name: z.string(),
  InstallmentParameter: rules.extend({
    Id: int32(),
    Code: z.string(),
    Name: z.string(),
    IsActive: z.boolean(),
    Version: int32(),
    ModalityParameters: z.array(modalityParameter),
  }),
});

export const tabAnswer = envelopeOf(tab);
export const tabsAnswer = envelopeOf(z.array(tab));
export const historyAnswer = envelopeOf(z.array(historyEntry));
