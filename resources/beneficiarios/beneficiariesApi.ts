import type {
  Beneficiary,
  BeneficiaryValidation,
  SaveBeneficiaryLocationInput,
  ValidateBeneficiaryInput,
} from '../../domain/beneficiaries';
import { gatewayClient } from '../../src/providers/gatewayClient';

export const searchBeneficiaries = (textSearch: string, canHaveBeneficiaryPF?: boolean) =>
  gatewayClient.get<Beneficiary[]>('Beneficiary/SearchBeneficiary', {
    query: { TextSearch: textSearch || undefined, CanHaveBeneficiaryPF: canHaveBeneficiaryPF },
  });

export const validateBeneficiary = (input: ValidateBeneficiaryInput) =>
  gatewayClient.post<BeneficiaryValidation>('Beneficiary/ValidateBeneficiaryByDocument', {
    json: input,
  });

/** Answers the beneficiary with its addresses as saved. */
export const saveBeneficiaryLocation = (input: SaveBeneficiaryLocationInput) =>
  gatewayClient.post<Beneficiary>('Beneficiary/SaveBeneficiaryLocation', { json: input });
