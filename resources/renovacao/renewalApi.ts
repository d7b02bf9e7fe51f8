import type {
  ChangeHistoryRow,
  CreateRenewalRuleInput,
  DeleteRuleInput,
  RenewalRuleAnswer,
  RenewalSettingsAnswer,
  RuleHistoryQuery,
  RuleTokenQuery,
  SaveRenewalSettingsInput,
  UpdateRenewalRuleInput,
} from '../../domain/renewal';
import { gatewayClient } from '../../src/providers/gatewayClient';

/** The defaults' fields as the screens send them (the Version read goes apart). */
export type RenewalSettingsSent = Omit<SaveRenewalSettingsInput, 'Version'>;
/** A rule's fields as the screens send them (its modality and Version go apart). */
export type RenewalRuleSent = Omit<CreateRenewalRuleInput, 'ModalityUniqueId'>;

/**
 * The renewal calls of the gateway (/api/Renewal, documented at /docs), typed from their contract
 * (domain/contracts/renewal.ts), the same zod objects the gateway validates and answers with.
 */
export const getRenewalSettings = () =>
  gatewayClient.get<RenewalSettingsAnswer>('Renewal/GetRenewalSettings');

export const saveRenewalSettings = (Version: number, input: RenewalSettingsSent) =>
  gatewayClient.put<RenewalSettingsAnswer>('Renewal/SaveRenewalSettings', {
    json: { ...input, Version } satisfies SaveRenewalSettingsInput,
  });

export const getRenewalRules = () =>
  gatewayClient.get<RenewalRuleAnswer[]>('Renewal/GetRenewalModalityRules');

export const getRenewalRule = (uniqueId: string) =>
  gatewayClient.get<RenewalRuleAnswer>('Renewal/GetRenewalModalityRule', {
    query: { uniqueId } satisfies RuleTokenQuery,
  });

export const createRenewalRule = (ModalityUniqueId: string, input: RenewalRuleSent) =>
  gatewayClient.post<RenewalRuleAnswer>('Renewal/CreateRenewalModalityRule', {
    json: { ModalityUniqueId, ...input } satisfies CreateRenewalRuleInput,
  });

export const updateRenewalRule = (UniqueId: string, Version: number, input: RenewalRuleSent) =>
  gatewayClient.put<RenewalRuleAnswer>('Renewal/UpdateRenewalModalityRule', {
    json: { UniqueId, Version, ...input } satisfies UpdateRenewalRuleInput,
  });

/** The defaults' history without a uniqueId, else the rule's. */
export const getRenewalHistory = (uniqueId?: string) =>
  gatewayClient.get<ChangeHistoryRow[]>('Renewal/GetRenewalHistory', {
    query: (uniqueId ? { uniqueId } : {}) satisfies RuleHistoryQuery,
  });

/** The modality goes back to the defaults; answers the remaining rules. */
export const deleteRenewalRule = (UniqueId: string, Version: number) =>
  gatewayClient.delete<RenewalRuleAnswer[]>('Renewal/DeleteRenewalModalityRule', {
    json: { UniqueId, Version } satisfies DeleteRuleInput,
  });
