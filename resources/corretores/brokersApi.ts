import type { BrokerRegistration } from '../../domain/brokerRegistration';
import type {
  BrokerCommission,
  BrokerDetail,
  BrokerFinancialData,
  BrokerHistoryRow,
  BrokerListItem,
  BrokerRegistrationStatus,
  BrokerStatus,
  UpdateBrokerInput,
} from '../../domain/brokers';
import { gatewayClient } from '../../src/providers/gatewayClient';

export type BankOption = {
  Id: string;
  Code: string;
  Name: string;
  Label: string;
};

/** A policy holder nominated to the broker (PolicyHolder/GetPolicyHoldersNominatedByBrokerUniqueId). */
export interface NominatedHolder {
  UniqueId: string;
  Name: string;
  CpfCnpj: string;
  IsBlocked: boolean;
  CityName: string | null;
  StateAbbreviation: string | null;
}

export interface BrokerSearch {
  searchValue: string;
}

/**
 * GetSearchBrokers: without a search every broker; a search sends the spec's flags
 * (IgnoreInactive=true, IgnoreComplianceValidation=false, IgnorePendingDocuments=false).
 */
export const searchBrokers = async (search?: BrokerSearch) => {
  const searchValue = search?.searchValue.trim();
  const answer = await gatewayClient.get<{ Data: BrokerListItem[] }>('Broker/GetSearchBrokers', {
    query: searchValue
      ? {
          searchValue,
          IgnoreInactive: true,
          IgnoreComplianceValidation: false,
          IgnorePendingDocuments: false,
        }
      : undefined,
  });
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

export const getNominatedHolders = (brokerUniqueId: string) =>
  gatewayClient.get<NominatedHolder[]>('PolicyHolder/GetPolicyHoldersNominatedByBrokerUniqueId', {
    query: { brokerUniqueId },
  });

export const toggleBrokerBlocked = (
  BrokerUniqueId: string,
  Justification: string,
  Version: number,
) =>
  gatewayClient.post<{ IsBlocked: boolean; Version: number }>('Broker/InverterBlocked', {
    json: { BrokerUniqueId, Justification, Version },
  });

export const decideBrokerRegistration = (
  BrokerUniqueId: string,
  Approved: boolean,
  Justification: string,
  Version: number,
) =>
  gatewayClient.post<{ RegistrationStatus: BrokerRegistrationStatus; Version: number }>(
    'Broker/ValidateBrokerRegistration',
    { json: { BrokerUniqueId, Approved, Justification, Version } },
  );

export interface InsertedBroker {
  BrokerId: number;
  BrokerUniqueId: string;
  Login: string;
  Email: string;
}

export const insertBrokerByInsurer = (input: BrokerRegistration) =>
  gatewayClient.post<InsertedBroker>('Broker/InsertBrokerByInsurer', { json: input });
