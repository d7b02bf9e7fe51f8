import type {
  ChangeHistoryRow,
  RenewalRuleAnswer,
  RenewalRuleInput,
  RenewalSettingsAnswer,
  RenewalSettingsInput,
} from '../../domain/renewal';
import { gatewayClient } from '../../src/providers/gatewayClient';

/** The renewal calls of the gateway (/api/Renewal, documented at /docs). */
export const getRenewalSettings = () =>
  gatewayClient.get<RenewalSettingsAnswer>('Renewal/GetRenewalSettings');

export const saveRenewalSettings = (Version: number, input: RenewalSettingsInput) =>
  gatewayClient.put<RenewalSettingsAnswer>('Renewal/SaveRenewalSettings', {
    json: { ...input, Version },
  });

export const getRenewalRules = () =>
  gatewayClient.get<RenewalRuleAnswer[]>('Renewal/GetRenewalModalityRules');

export const getRenewalRule = (uniqueId: string) =>
  gatewayClient.get<RenewalRuleAnswer>('Renewal/GetRenewalModalityRule', { query: { uniqueId } });

export const createRenewalRule = (ModalityUniqueId: string, input: RenewalRuleInput) =>
  gatewayClient.post<RenewalRuleAnswer>('Renewal/CreateRenewalModalityRule', {
    json: { ModalityUniqueId, ...input },
  });

export const updateRenewalRule = (UniqueId: string, Version: number, input: RenewalRuleInput) =>
  gatewayClient.put<RenewalRuleAnswer>('Renewal/UpdateRenewalModalityRule', {
    json: { UniqueId, Version, ...input },
  });

/** The defaults' history without a uniqueId, else the rule's. */
export const getRenewalHistory = (uniqueId?: string) =>
  gatewayClient.get<ChangeHistoryRow[]>('Renewal/GetRenewalHistory', {
    query: uniqueId ? { uniqueId } : {},
  });

/** The modality goes back to the defaults; answers the remaining rules. */
export const deleteRenewalRule = (UniqueId: string, Version: number) =>
  gatewayClient.delete<RenewalRuleAnswer[]>('Renewal/DeleteRenewalModalityRule', {
    json: { UniqueId, Version },
  });
