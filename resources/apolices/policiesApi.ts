import type {
  CancellationAnswer,
  InternalCancelInput,
  PolicyBrief,
  PolicyHistoryEntry,
  PolicySummary,
  SearchPoliciesQuery,
} from '../../domain/contracts/policies';
import { gatewayClient, type GatewayQuery } from '../../src/providers/gatewayClient';
import type { GatewayPage } from '../../src/providers/listParams';

export type PoliciesPage = GatewayPage<PolicySummary>;

/** A page of a party's policies: currentPage (from 1) and rowsPerPage. */
export interface PolicyPaging {
  currentPage: number;
  rowsPerPage: number;
}

/** A document the gateway renders and answers as a signed link. */
export interface PolicyDocumentLink {
  UrlToDownload: string;
  FileName?: string;
}

/**
 * The policy calls of the gateway (spec part 2 §7 "Policies"; issue 15), typed from their
 * contract (domain/contracts/policies.ts), the same zod objects the gateway validates and answers
 * with.
 */
export const searchPolicies = (query: SearchPoliciesQuery) =>
  gatewayClient.get<PoliciesPage>('Policy/SearchPoliciesRelatedToLoggedUser', {
    // the contract's input type leaves the paging's numbers as `unknown` (z.coerce)
    query: query as GatewayQuery,
  });

export const getPolicy = (policyUniqueId: string) =>
  gatewayClient.get<PolicyBrief>('Policy/GetPolicyShortBrief', { query: { policyUniqueId } });

/** The holder's policies within the caller's scope, a page at a time. */
export const searchPoliciesOfHolder = (policyHolderUniqueId: string, paging: PolicyPaging) =>
  gatewayClient.get<PoliciesPage>('Policy/SearchPoliciesRelatedToPolicyHolder', {
    query: { PolicyHolderUniqueId: policyHolderUniqueId, ...paging },
  });

/** The insured's policies within the caller's scope, a page at a time. */
export const searchPoliciesOfInsured = (insuredUniqueId: string, paging: PolicyPaging) =>
  gatewayClient.get<PoliciesPage>('Policy/SearchPoliciesRelatedToInsured', {
    query: { UniqueId: insuredUniqueId, ...paging },
  });

/** Who did what to the policy and when, newest first. */
export const getPolicyHistory = (policyUniqueId: string) =>
  gatewayClient.get<PolicyHistoryEntry[]>('Policy/GetHistory', {
    query: { policyUniqueid: policyUniqueId },
  });

const internalCancel = (
  policy: Pick<PolicyBrief, 'PolicyNumber' | 'Version'>,
  input: Omit<InternalCancelInput, 'Version' | 'Simulate'>,
  Simulate: boolean,
) =>
  gatewayClient.post<CancellationAnswer>('Policy/InternalCancelPolicy', {
    query: { policyNumber: policy.PolicyNumber },
    json: { ...input, Simulate, Version: policy.Version },
  });

/** The refund a cancellation would give (method, days in force, retained premium); nothing saved. */
export const simulatePolicyCancel = (
  policy: Pick<PolicyBrief, 'PolicyNumber' | 'Version'>,
  input: Omit<InternalCancelInput, 'Version' | 'Simulate'>,
) => internalCancel(policy, input, true);

/** Cancels the policy read at its Version, with the reason (CANCELAR_APOLICE_MANUALMENTE). */
export const cancelPolicy = (
  policy: Pick<PolicyBrief, 'PolicyNumber' | 'Version'>,
  input: Omit<InternalCancelInput, 'Version' | 'Simulate'>,
) => internalCancel(policy, input, false);

/** Blocks or unblocks the policy's renewal, with the Version read (BLOQUEIO_APOLICE_RENOVACAO). */
export const updatePolicyRenewal = (
  policy: Pick<PolicyBrief, 'UniqueId' | 'Version'>,
  renewalBlocked: boolean,
) =>
  gatewayClient.put<PolicyBrief>('Policy/UpdatePolicyRenewal', {
    json: {
      PolicyUniqueId: policy.UniqueId,
      RenewalBlocked: renewalBlocked,
      Version: policy.Version,
    },
  });

/** The policy document PDF (rendered on the gateway): its signed link. */
export const downloadPolicyDocument = async (proposalUniqueId: string) =>
  (
    await gatewayClient.get<PolicyDocumentLink>('Policy/DownloadPolicyDocument', {
      query: { ProposalUniqueId: proposalUniqueId, endorsement: false },
    })
  ).UrlToDownload;

/** The last endorsement's document: its signed link (a 404 while the policy has none). */
export const downloadLastEndorsementDocument = async (proposalUniqueId: string) =>
  (
    await gatewayClient.get<PolicyDocumentLink>('Policy/DownloadLastEndorsementDocument', {
      query: { ProposalUniqueId: proposalUniqueId },
    })
  ).UrlToDownload;

/** The issuance report PDF (DOWNLOAD_DO_LAUDO_DE_EMISSAO): its signed link. */
export const loadIssuanceReport = async (proposalUniqueId: string) =>
  (
    await gatewayClient.get<{ UrlToDownloadIssuanceReport: string }>(
      'Proposal/LoadIssuanceReport',
      { query: { proposalUniqueId } },
    )
  ).UrlToDownloadIssuanceReport;

/** How many days after issuance the tenant allows an internal cancellation. */
export const getNumberOfDaysToCancelPolicy = async () =>
  (await gatewayClient.get<{ Days: number }>('policy/GetNumberOfDaysToCancelPolicy')).Days;
