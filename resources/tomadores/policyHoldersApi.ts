import type { BrokerListItem, BrokerSearchResult } from '../../domain/brokers';
import type {
  PartyHistoryRow,
  PartyLocation,
  PartyLocationInput,
} from '../../domain/partyLocation';
import type {
  ComplementaryDataInput,
  EconomicGroupAnswer,
  EconomicGroupInput,
  FlagAnswer,
  HolderToggleInput,
  InsertPolicyHolderInput,
  JustifiedToggleInput,
  NominationAnswer,
  NominationDecisionInput,
  NominationInput,
  PolicyHolderBranch,
  PolicyHolderDetail,
  PolicyHolderLimitsCalculation,
  PolicyHolderListItem,
  PolicyHolderNameAnswer,
  PolicyHolderNameInput,
  PolicyHolderProposalCheck,
  PolicyHolderVersionAnswer,
  SavePolicyHolderLocationInput,
} from '../../domain/policyHolders';
import { type GatewayQuery, gatewayClient } from '../../src/providers/gatewayClient';
import type { GatewayPage } from '../../src/providers/listParams';

export type PolicyHolderPage = GatewayPage<PolicyHolderListItem>;

/**
 * The policy-holder calls of the gateway (spec part 2 §7 "Policy holders"), typed from their
 * contract (domain/contracts/policyHolders.ts), the same zod objects the gateway validates and
 * answers with. Query-string calls keep GatewayQuery values: their schemas parse text.
 */
export const searchPolicyHolders = (query: GatewayQuery) =>
  gatewayClient.get<PolicyHolderPage>(
    'PolicyHolder/SearchPolicyHoldersRelatedToCurrentUserLogged',
    {
      query,
    },
  );

export const textSearchPolicyHolders = (TextSearch: string) =>
  gatewayClient.get<PolicyHolderListItem[]>('PolicyHolder/SearchPolicyHolder', {
    query: { TextSearch },
  });

export const getPolicyHolder = (uniqueId: string) =>
  gatewayClient.get<PolicyHolderDetail>('PolicyHolder/GetPolicyHolder', {
    query: { UniqueId: uniqueId },
  });

export const insertPolicyHolder = (body: InsertPolicyHolderInput) =>
  gatewayClient.post<PolicyHolderDetail>('PolicyHolder/InsertPolicyHolder', { json: body });

export const getPolicyHolderHistory = (policyHolderId: number) =>
  gatewayClient.get<PartyHistoryRow[]>('PolicyHolderChangeHistory/Get', {
    query: { policyHolderId },
  });

export const updatePolicyHolderName = (
  PolicyHolderUniqueId: string,
  Name: string,
  Version: number,
) =>
  gatewayClient.post<PolicyHolderNameAnswer>('PolicyHolder/UpdatePolicyHolderName', {
    json: { PolicyHolderUniqueId, Name, Version } satisfies PolicyHolderNameInput,
  });

export const saveComplementaryData = (body: ComplementaryDataInput) =>
  gatewayClient.post<PolicyHolderVersionAnswer>('PolicyHolder/SaveComplementarData', {
    json: body,
  });

export const savePolicyHolderLocation = (
  PolicyHolderUniqueId: string,
  input: PartyLocationInput,
  Id?: number,
) =>
  gatewayClient.post<PartyLocation>('PolicyHolder/SavePolicyHolderLocation', {
    json: { ...input, PolicyHolderUniqueId, Id } satisfies SavePolicyHolderLocationInput,
  });

export const removePolicyHolderLocation = (locationId: number) =>
  gatewayClient.delete<boolean>('PolicyHolder/RemovePolicyHolderLocation', {
    query: { locationId },
  });

export type BlockKind = 'blocked' | 'restrictive';

export const invertBlock = (
  kind: BlockKind,
  PolicyHolderUniqueId: string,
  Justification: string,
  Version: number,
) =>
  gatewayClient.post<FlagAnswer>(
    kind === 'blocked'
      ? 'PolicyHolder/InverterBlockedPolicyHolder'
      : 'PolicyHolder/InverterBlockedRestrictvePolicyHolder',
    { json: { PolicyHolderUniqueId, Justification, Version } satisfies JustifiedToggleInput },
  );

export const invertIgnoreCcg = (PolicyHolderUniqueId: string, Version: number) =>
  gatewayClient.post<FlagAnswer>('PolicyHolder/InverterIgnoreCCGSignaturePolicyHolder', {
    json: { PolicyHolderUniqueId, Version } satisfies HolderToggleInput,
  });

export const setAnnualInstallment = (
  policyHolderUniqueId: string,
  enableInstallment: boolean,
  Version: number,
) =>
  gatewayClient.post<FlagAnswer>('PolicyHolder/UpdatePolicyHolderEnableAnnualInstallment', {
    query: { enableInstallment, policyHolderUniqueId, Version },
  });

export const calculateLimits = (PolicyHolderUniqueId: string) =>
  gatewayClient.post<PolicyHolderLimitsCalculation>(
    'PolicyHolder/CalculatePolicyHolderLimitsAndRates',
    { query: { PolicyHolderUniqueId } },
  );

export const insertBranch = (PolicyHolderUniqueId: string, BranchCnpj: string) =>
  gatewayClient.post<PolicyHolderBranch>('PolicyHolder/InsertPolicyHolderBranch', {
    query: { PolicyHolderUniqueId, BranchCnpj },
  });

export const getPolicyHolderBranches = (policyHolderId: number) =>
  gatewayClient.get<PolicyHolderBranch[]>('PolicyHolder/GetPolicyHolderBranch', {
    query: { policyHolderId },
  });

/** Whether a new proposal may use the holder of this CNPJ, and every reason why not. */
export const validateHolderForProposal = (Cnpj: string) =>
  gatewayClient.post<PolicyHolderProposalCheck>(
    'PolicyHolder/ValidatePolicyHolderByCNPJToNewProposal',
    { query: { Cnpj } },
  );

export const deleteBranch = (uniqueId: string) =>
  gatewayClient.delete<boolean>('PolicyHolder/DeletePolicyHolderBranchByUniqueId', {
    query: { uniqueId },
  });

export const updateEconomicGroup = (body: EconomicGroupInput) =>
  gatewayClient.post<EconomicGroupAnswer>(
    'PolicyHolder/UpdateEconomicGroupParticipantAfiancadoHolding',
    { json: body },
  );

export const registerNomination = (body: NominationInput) =>
  gatewayClient.post<NominationAnswer>('PolicyHolder/RegisterPolicyHolderNomeationRequest', {
    json: body,
  });

export const decideNomination = (
  NominationUniqueId: string,
  Approved: boolean,
  Justification?: string,
) =>
  gatewayClient.post<NominationAnswer>('PolicyHolder/DecidePolicyHolderNomeationRequest', {
    json: { NominationUniqueId, Approved, Justification } satisfies NominationDecisionInput,
  });

export type BrokerOption = Pick<BrokerListItem, 'UniqueId' | 'Name'>;

/** The tenant's brokers, for the insurer's nomination (Broker/GetSearchBrokers, no search). */
export const listBrokerOptions = async (): Promise<BrokerOption[]> =>
  (await gatewayClient.get<BrokerSearchResult>('Broker/GetSearchBrokers')).Data;
