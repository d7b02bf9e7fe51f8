import type {
  AnniversaryRuleAnswer,
  AnniversarySettingsAnswer,
  CreateAnniversaryRuleInput,
  SaveAnniversarySettingsInput,
  UpdateAnniversaryRuleInput,
} from '../../domain/anniversaryEndorsement';
import type {
  ChangeHistoryRow,
  DeleteRuleInput,
  RuleHistoryQuery,
  RuleTokenQuery,
} from '../../domain/renewal';
import { gatewayClient } from '../../src/providers/gatewayClient';

/** The defaults' fields as the screens send them (the Version read goes apart). */
export type AnniversarySettingsSent = Omit<SaveAnniversarySettingsInput, 'Version'>;
/** A rule's fields as the screens send them (its modality and Version go apart). */
export type AnniversaryRuleSent = Omit<CreateAnniversaryRuleInput, 'ModalityUniqueId'>;

/**
 * The anniversary-endorsement calls of the gateway (/api/AnniversaryEndorsement, see /docs),
 * typed from their contract (domain/contracts/anniversary.ts), the same zod objects the gateway
 * validates and answers with.
 */
const base = 'AnniversaryEndorsement';

export const getAnniversarySettings = () =>
  gatewayClient.get<AnniversarySettingsAnswer>(`${base}/GetAnniversarySettings`);

export const saveAnniversarySettings = (Version: number, input: AnniversarySettingsSent) =>
  gatewayClient.put<AnniversarySettingsAnswer>(`${base}/SaveAnniversarySettings`, {
    json: { ...input, Version } satisfies SaveAnniversarySettingsInput,
  });

export const getAnniversaryRules = () =>
  gatewayClient.get<AnniversaryRuleAnswer[]>(`${base}/GetAnniversaryModalityRules`);

export const getAnniversaryRule = (uniqueId: string) =>
  gatewayClient.get<AnniversaryRuleAnswer>(`${base}/GetAnniversaryModalityRule`, {
    query: { uniqueId } satisfies RuleTokenQuery,
  });

export const createAnniversaryRule = (ModalityUniqueId: string, input: AnniversaryRuleSent) =>
  gatewayClient.post<AnniversaryRuleAnswer>(`${base}/CreateAnniversaryModalityRule`, {
    json: { ModalityUniqueId, ...input } satisfies CreateAnniversaryRuleInput,
  });

export const updateAnniversaryRule = (
  UniqueId: string,
  Version: number,
  input: AnniversaryRuleSent,
) =>
  gatewayClient.put<AnniversaryRuleAnswer>(`${base}/UpdateAnniversaryModalityRule`, {
    json: { UniqueId, Version, ...input } satisfies UpdateAnniversaryRuleInput,
  });

export const getAnniversaryHistory = (uniqueId?: string) =>
  gatewayClient.get<ChangeHistoryRow[]>(`${base}/GetAnniversaryHistory`, {
    query: (uniqueId ? { uniqueId } : {}) satisfies RuleHistoryQuery,
  });

/** The modality follows the defaults again; answers the remaining rules. */
export const deleteAnniversaryRule = (UniqueId: string, Version: number) =>
  gatewayClient.delete<AnniversaryRuleAnswer[]>(`${base}/DeleteAnniversaryModalityRule`, {
    json: { UniqueId, Version } satisfies DeleteRuleInput,
  });
