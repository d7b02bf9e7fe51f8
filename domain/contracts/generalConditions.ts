import { z } from 'zod';
import { GENERAL_CONDITION_SECTORS } from '../generalConditions';
import { historyEntry } from './history';
import { int32, positiveQueryId } from './integers';
import { requiredVersion } from './version';

/**
 * The general-conditions calls (/api/Plug/…), written once: the gateway's route schemas
 * (server/modules/general-conditions/schemas.ts wraps the answers in the envelope and sanitises
 * the rich text) and the portal's types (domain/generalConditions.ts) both come from here. The
 * text (Html) is declared here as a bounded string: sanitising it needs a DOM (jsdom), which only
 * the gateway loads.
 */

const sector = z.enum(GENERAL_CONDITION_SECTORS).describe('PUBLIC: ramo 0775; PRIVATE: ramo 0776');

// ---- requests

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
  Html: z
    .string()
    .max(600_000)
    .nullish()
    .describe('Texto em HTML (editor de texto rico; sanitizado)'),
  Version: requiredVersion('O LatestNumber lido do setor (0 quando não há versão)'),
});
export const sectorQuery = z.object({
  sector: z.string().max(20).describe('PUBLIC ou PRIVATE'),
});
export const optionalSectorQuery = z.object({
  sector: z.string().max(20).optional().describe('PUBLIC ou PRIVATE; sem ele, os dois setores'),
});
export const versionIdQuery = z.object({ id: positiveQueryId().describe('Id da versão') });

// ---- answers

export const generalConditionVersion = z.object({
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

/** GetGeneralConditions: the spec's fields plus the version in force per sector. */
export const generalConditions = z.object({
  ContractualTerms: z.array(generalConditionVersion).describe('A versão em vigor de cada setor'),
  PrivateContractualTermId: int32().nullable().describe('Versão em vigor do setor privado'),
  PublicContractualTermId: int32().nullable().describe('Versão em vigor do setor público'),
});

/**
 * GetGeneralConditionVersions?sector: every version of a sector, newest first. LatestNumber (0
 * when none) is the Version a publication sends.
 */
export const generalConditionSector = z.object({
  Sector: sector,
  BranchCode: z.string(),
  LatestNumber: int32(),
  CurrentId: int32().nullable(),
  Versions: z.array(generalConditionVersion),
});

export const generalConditionHistoryEntry = historyEntry.extend({ Sector: sector });

export type GeneralConditionStatus = z.infer<typeof generalConditionVersion>['Status'];
export type GeneralConditionVersionAnswer = z.infer<typeof generalConditionVersion>;
export type GeneralConditionsAnswer = z.infer<typeof generalConditions>;
export type GeneralConditionSectorAnswer = z.infer<typeof generalConditionSector>;
export type GeneralConditionHistoryRow = z.infer<typeof generalConditionHistoryEntry>;
/** What the portal sends (z.input: before the gateway's defaults and transforms). */
export type PublishGeneralConditionInput = z.input<typeof publishBody>;
/** The query values as the portal holds them, before they become query-string text. */
export type SectorQuery = z.infer<typeof sectorQuery>;
