import type {
  InsertInsuredInput,
  InsuredDetail,
  InsuredProposalValidation,
  InsuredSummary,
  SaveInsuredLocationInput,
  SetInsuredBlockedQuery,
  UpdateInsuredBranchQuery,
  UpdateInsuredNameQuery,
} from '../../domain/insureds';
import type {
  PartyHistoryRow,
  PartyLocation,
  PartyLocationInput,
} from '../../domain/partyLocation';
import { type GatewayQuery, gatewayClient } from '../../src/providers/gatewayClient';
import type { GatewayPage } from '../../src/providers/listParams';

export type InsuredsPage = GatewayPage<InsuredSummary>;

/**
 * The insured calls of the gateway (spec part 1 §7 "Insured"), typed from their contract
 * (domain/contracts/insured.ts), the same zod objects the gateway validates and answers with.
 */
export const searchInsureds = (query: GatewayQuery) =>
  gatewayClient.get<InsuredsPage>('Insured/SearchInsureds', { query });

export const getInsured = (uniqueId: string) =>
  gatewayClient.get<InsuredDetail>('Insured/GetInsured', {
    query: { personUniqueId: uniqueId },
  });

export const getInsuredHistory = (insuredId: number) =>
  gatewayClient.get<PartyHistoryRow[]>('InsuredChangeHistory/Get', { query: { insuredId } });

/** Quick search: name or CPF/CNPJ contains the text; at most 20, the unblocked first. */
export const quickSearchInsured = (TextSearch: string) =>
  gatewayClient.get<InsuredDetail[]>('Insured/SearchInsured', { query: { TextSearch } });

/** Whether the insured of this CPF/CNPJ exists (Insured) and may be used (CanUse, Reasons). */
export const validateInsuredDocument = (Document: string) =>
  gatewayClient.post<InsuredProposalValidation>('Insured/ValidateInsuredByDocumentToNewProposal', {
    json: { Document },
  });

export const insertInsured = (input: InsertInsuredInput) =>
  gatewayClient.post<InsuredDetail>('Insured/InsertInsured', { json: input });

export const setInsuredBlocked = (
  insured: Pick<InsuredDetail, 'Id' | 'Version'>,
  isBlocked: boolean,
  blockJustify: string,
) =>
  gatewayClient.patch<InsuredDetail>('Insured/SetBlocked', {
    query: {
      id: insured.Id,
      isBlocked,
      blockJustify,
      version: insured.Version,
    } satisfies SetInsuredBlockedQuery,
  });

export const updateInsuredName = (
  insured: Pick<InsuredDetail, 'Id' | 'Version'>,
  insuredName: string,
) =>
  gatewayClient.patch<InsuredDetail>('Insured/UpdateInsuredName', {
    query: {
      id: insured.Id,
      insuredName,
      version: insured.Version,
    } satisfies UpdateInsuredNameQuery,
  });

export const updateInsuredBranch = (
  insured: Pick<InsuredDetail, 'Id' | 'Version'>,
  isPrivate: boolean,
) =>
  gatewayClient.patch<InsuredDetail>('Insured/UpdateInsuredBranch', {
    query: {
      id: insured.Id,
      isPrivate,
      version: insured.Version,
    } satisfies UpdateInsuredBranchQuery,
  });

export const saveInsuredLocation = (insuredId: number, input: PartyLocationInput) =>
  gatewayClient.post<PartyLocation>('Insured/SaveInsuredLocation', {
    json: { InsuredId: insuredId, ...input } satisfies SaveInsuredLocationInput,
  });

export const updateInsuredLocation = (locationId: number, input: PartyLocationInput) =>
  gatewayClient.patch<PartyLocation>('Insured/UpdateLocation', {
    query: { id: locationId },
    json: input,
  });

export const removeInsuredLocation = (locationId: number) =>
  gatewayClient.delete<boolean>('Insured/RemoveInsuredLocation', { query: { locationId } });
