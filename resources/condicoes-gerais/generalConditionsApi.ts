import type {
  GeneralConditionFields,
  GeneralConditionHistoryRow,
  GeneralConditionSector,
  GeneralConditionSectorAnswer,
  GeneralConditionsAnswer,
  GeneralConditionVersionAnswer,
} from '../../domain/generalConditions';
import { gatewayClient } from '../../src/providers/gatewayClient';

/** The general-conditions calls of the gateway (Plug/…). */
export const getGeneralConditions = () =>
  gatewayClient.get<GeneralConditionsAnswer>('Plug/GetGeneralConditions');

export const getSectorVersions = (sector: GeneralConditionSector) =>
  gatewayClient.get<GeneralConditionSectorAnswer>('Plug/GetGeneralConditionVersions', {
    query: { sector },
  });

export const getGeneralConditionsHistory = () =>
  gatewayClient.get<GeneralConditionHistoryRow[]>('Plug/GetGeneralConditionsHistory');

/** `Version` is the LatestNumber read: someone else publishing first makes this a 409. */
export const publishVersion = (fields: GeneralConditionFields, Version: number) =>
  gatewayClient.post<GeneralConditionVersionAnswer>('Plug/PublishGeneralConditionVersion', {
    json: { ...fields, Version },
  });
