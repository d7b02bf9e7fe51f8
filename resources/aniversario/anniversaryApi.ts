import type {
  AnniversaryRuleAnswer,
  AnniversaryRuleInput,
  AnniversarySettingsAnswer,
  AnniversarySettingsInput,
} from '../../domain/anniversaryEndorsement';
import type { ChangeHistoryRow } from '../../domain/renewal';
import { gatewayClient } from '../../src/providers/gatewayClient';

/** The anniversary-endorsement calls of the gateway (/api/AnniversaryEndorsement, see /docs). */
const base = 'AnniversaryEndorsement';

export const getAnniversarySettings = () =>
  gatewayClient.get<AnniversarySettingsAnswer>(`${base}/GetAnniversarySettings`);

export const saveAnniversarySettings = (Version: number, input: AnniversarySettingsInput) =>
  gatewayClient.put<AnniversarySettingsAnswer>(`${base}/SaveAnniversarySettings`, {
    json: { ...input, Version },
  });

export const getAnniversaryRules = () =>
  gatewayClient.get<AnniversaryRuleAnswer[]>(`${base}/GetAnniversaryModalityRules`);

export const getAnniversaryRule = (uniqueId: string) =>
  gatewayClient.get<AnniversaryRuleAnswer>(`${base}/GetAnniversaryModalityRule`, {
    query: { uniqueId },
  });

export const createAnniversaryRule = (ModalityUniqueId: string, input: AnniversaryRuleInput) =>
  gatewayClient.post<AnniversaryRuleAnswer>(`${base}/CreateAnniversaryModalityRule`, {
    json: { ModalityUniqueId, ...input },
  });

export const updateAnniversaryRule = (
  UniqueId: string,
  Version: number,
  input: AnniversaryRuleInput,
) =>
  gatewayClient.put<AnniversaryRuleAnswer>(`${base}/UpdateAnniversaryModalityRule`, {
    json: { UniqueId, Version, ...input },
  });

export const getAnniversaryHistory = (uniqueId?: string) =>
  gatewayClient.get<ChangeHistoryRow[]>(`${base}/GetAnniversaryHistory`, {
    query: uniqueId ? { uniqueId } : {},
  });

/** The modality follows the defaults again; answers the remaining rules. */
export const deleteAnniversaryRule = (UniqueId: string, Version: number) =>
  gatewayClient.delete<AnniversaryRuleAnswer[]>(`${base}/DeleteAnniversaryModalityRule`, {
    json: { UniqueId, Version },
  });
