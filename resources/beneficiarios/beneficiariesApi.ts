import type {
  Beneficiary,
  BeneficiaryValidation,
  SaveBeneficiaryLocationInput,
  ValidateBeneficiaryInput,
} from '../../domain/beneficiaries';
import { type GatewayQuery, gatewayClient } from '../../src/providers/gatewayClient';

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
