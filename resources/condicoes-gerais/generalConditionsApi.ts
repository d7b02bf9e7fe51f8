import type {
  GeneralConditionFields,
  GeneralConditionHistoryRow,
  GeneralConditionSector,
  GeneralConditionSectorAnswer,
  GeneralConditionsAnswer,
  GeneralConditionVersionAnswer,
  PublishGeneralConditionInput,
  SectorQuery,
} from '../../domain/generalConditions';
import { gatewayClient } from '../../src/providers/gatewayClient';

/**
 * The general-conditions calls of the gateway (Plug/…), typed from their contract
 * (domain/contracts/generalConditions.ts), the same zod objects the gateway validates and
 * answers with.
 */
export const getGeneralConditions = () =>
  gatewayClient.get<GeneralConditionsAnswer>('Plug/GetGeneralConditions');

export const getSectorVersions = (sector: GeneralConditionSector) =>
  gatewayClient.get<GeneralConditionSectorAnswer>('Plug/GetGeneralConditionVersions', {
    query: { sector } satisfies SectorQuery,
  });

export const getGeneralConditionsHistory = () =>
  gatewayClient.get<GeneralConditionHistoryRow[]>('Plug/GetGeneralConditionsHistory');

/** `Version` is the LatestNumber read: someone else publishing first makes this a 409. */
export const publishVersion = (fields: GeneralConditionFields, Version: number) =>
  gatewayClient.post<GeneralConditionVersionAnswer>('Plug/PublishGeneralConditionVersion', {
    json: { ...fields, Version } satisfies PublishGeneralConditionInput,
  });
