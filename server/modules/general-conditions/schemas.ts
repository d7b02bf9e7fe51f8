import { z } from 'zod';
import { int32 } from '../../http/inputSchemas';
import { GENERAL_CONDITION_SECTORS } from '../../../domain/generalConditions';
import { envelopeOf } from '../../http/envelope';
import { richText } from '../../http/richText';
import { positiveId } from '../modalities/schemas';
import { requiredVersion } from '../../http/versionField';
import { historyEntry } from '../../../domain/contracts/history';

const sector = z.enum(GENERAL_CONDITION_SECTORS).describe('PUBLIC: ramo 0775; PRIVATE: ramo 0776');

export const publishBody = z.object({
  Sector: z
    .string()
    .max(20)
    .nullish()
    .describe('PUBLIC (setor público) ou PRIVATE (setor privado)'),
  Title: z.string().max(1000).nullish(),
  SusepProcessNumber: z.string().max(40).nullish().describe('Ex.: 15414.900123/2019-45'),
  EffectiveFrom: z
    .string()
    .max(40)
    .nullish()
    .describe('AAAA-MM-DD; não antes do início da versão mais recente do setor'),
  Html: richText(600_000).nullish().describe('Texto em HTML (editor de texto rico; sanitizado)'),
  Version: requiredVersion('O LatestNumber lido do setor (0 quando não há versão)'),
});
export const sectorQuery = z.object({
  sector: z.string().max(20).describe('PUBLIC ou PRIVATE'),
});
export const optionalSectorQuery = z.object({
  sector: z.string().max(20).optional().describe('PUBLIC ou PRIVATE; sem ele, os dois setores'),
});
export const versionIdQuery = z.object({ id: positiveId.describe('Id da versão') });

const version = z.object({
  Id: int32(),
  Sector: sector,
  BranchCode: z.string(),
  Number: int32(),
  Title: z.string(),
  SusepProcessNumber: z.string(),
  EffectiveFrom: z.string().describe('AAAA-MM-DD'),
  Html: z.string(),
  CreatedByName: z.string(),
  CreatedAt: z.string(),
  Status: z
    .enum(['CURRENT', 'SCHEDULED', 'SUPERSEDED'])
    .describe('CURRENT: em vigor; SCHEDULED: começa depois de hoje; SUPERSEDED: substituída'),
});

export const conditionsAnswer = envelopeOf(
  z.object({
    ContractualTerms: z.array(version).describe('A versão em vigor de cada setor'),
    PrivateContractualTermId: int32().nullable().describe('Versão em vigor do setor privado'),
    PublicContractualTermId: int32().nullable().describe('Versão em vigor do setor público'),
  }),
);
export const sectorAnswer = envelopeOf(
  z.object({
    Sector: sector,
    BranchCode: z.string(),
    LatestNumber: int32(),
    CurrentId: int32().nullable(),
    Versions: z.array(version),
  }),
);
export const versionAnswer = envelopeOf(version);
export const historyAnswer = envelopeOf(z.array(historyEntry.extend({ Sector: sector })));
