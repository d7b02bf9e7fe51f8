import type { BrokerRegistration } from '../../domain/brokerRegistration';
import type {
  BankOption,
  BrokerBlockedAnswer,
  BrokerCommission,
  BrokerDetail,
  BrokerFinancialData,
  BrokerHistoryRow,
  BrokerJustificationInput,
  BrokerRegistrationAnswer,
  BrokerSearchResult,
  BrokerStatus,
  InsertedBroker,
  SearchBrokersQuery,
  UpdateBrokerInput,
  ValidateBrokerRegistrationInput,
} from '../../domain/brokers';
import type { PolicyHolderListItem } from '../../domain/policyHolders';
import { gatewayClient } from '../../src/providers/gatewayClient';

// The broker calls of the gateway (spec part 2 §7 "Brokers"), typed from their contract
// (domain/contracts/brokers.ts), the same zod objects the gateway validates and answers with.

/**
 * GetSearchBrokers: without a search every broker; a search sends the spec's flags
 * (IgnoreInactive=true, IgnoreComplianceValidation=false, IgnorePendingDocuments=false).
 */
export const searchBrokers = async (search?: Pick<SearchBrokersQuery, 'searchValue'>) => {
  const searchValue = search?.searchValue?.trim();
  const query: SearchBrokersQuery | undefined = searchValue
    ? {
        searchValue,
        IgnoreInactive: true,
        IgnoreComplianceValidation: false,
        IgnorePendingDocuments: false,
      }
    : undefined;
  const answer = await gatewayClient.get<BrokerSearchResult>('Broker/GetSearchBrokers', { query });
  return answer.Data;
};

export const getBroker = (brokerUniqueId: string) =>
  gatewayClient.get<BrokerDetail>('Broker/GetBroker', { query: { brokerUniqueId } });

export const getCurrentBroker = () => gatewayClient.get<BrokerDetail>('Broker/GetCurrentBroker');

export const getBrokerStatus = () => gatewayClient.get<BrokerStatus>('Broker/ValidateBrokerStatus');

export const updateBroker = (input: UpdateBrokerInput) =>
  gatewayClient.put<BrokerDetail>('Broker/UpdateBroker', { json: input });

/** The broker's bank account, with the bank's name (Broker/GetBrokerFinancialData). */
export const getBrokerFinancialData = (brokerUniqueId: string) =>
  gatewayClient.get<BrokerFinancialData>('Broker/GetBrokerFinancialData', {
    query: { brokerUniqueId },
  });

export const getBanks = () => gatewayClient.get<BankOption[]>('Core/GetBanks');

export const getBrokerHistory = (brokerId: number) =>
  gatewayClient.get<BrokerHistoryRow[]>('BrokerChangeHistory/Get', { query: { brokerId } });

export const getBrokerCommissions = (brokerId: number) =>
  gatewayClient.get<BrokerCommission[]>('Broker/GetBrokerProposalCommissions', {
    query: { brokerId },
  });

/** The policy holders nominated to the broker, as the policy-holder contract lists them. */
export const getNominatedHolders = (brokerUniqueId: string) =>
  gatewayClient.get<PolicyHolderListItem[]>(
    'PolicyHolder/GetPolicyHoldersNominatedByBrokerUniqueId',
    {
      query: { brokerUniqueId },
    },
  );

export const toggleBrokerBlocked = (
  BrokerUniqueId: string,
  Justification: string,
  Version: number,
) =>
  gatewayClient.post<BrokerBlockedAnswer>('Broker/InverterBlocked', {
    json: { BrokerUniqueId, Justification, Version } satisfies BrokerJustificationInput,
  });

export const decideBrokerRegistration = (
  BrokerUniqueId: string,
  Approved: boolean,
  Justification: string,
  Version: number,
) =>
  gatewayClient.post<BrokerRegistrationAnswer>('Broker/ValidateBrokerRegistration', {
    json: {
      BrokerUniqueId,
      Approved,
      Justification,
      Version,
    } satisfies ValidateBrokerRegistrationInput,
  });

export const insertBrokerByInsurer = (input: BrokerRegistration) =>
  gatewayClient.post<InsertedBroker>('Broker/InsertBrokerByInsurer', { json: input });
