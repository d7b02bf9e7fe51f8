import type {
  Beneficiary,
  BeneficiaryValidation,
  SaveBeneficiaryLocationInput,
  ValidateBeneficiaryInput,
} from '../../domain/beneficiaries';
import { type GatewayQuery, gatewayClient } from '../../src/providers/gatewayClient';

// The bodies and answers are typed from the calls' contract (domain/contracts/beneficiaries.ts),
// the same zod objects the gateway validates and answers with. The search query stays a
// GatewayQuery: the dataProvider builds it from react-admin's filter and sort.

/** `TextSearch`, `CanHaveBeneficiaryPF`, `sortField`/`sortOrder`: at most 20, no pages. */
export const searchBeneficiaries = (query: GatewayQuery) =>
  gatewayClient.get<Beneficiary[]>('Beneficiary/SearchBeneficiary', { query });

export const validateBeneficiary = (input: ValidateBeneficiaryInput) =>
  gatewayClient.post<BeneficiaryValidation>('Beneficiary/ValidateBeneficiaryByDocument', {
    json: input,
  });

/** Answers the beneficiary with its addresses as saved. */
export const saveBeneficiaryLocation = (input: SaveBeneficiaryLocationInput) =>
  gatewayClient.post<Beneficiary>('Beneficiary/SaveBeneficiaryLocation', { json: input });
