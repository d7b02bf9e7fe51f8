/**
 * Beneficiaries (beneficiários) of the proposal flow (spec part 2 §7 "Beneficiaries and insured
 * in the proposal flow"): who receives the indemnity, e.g. a labour-court claimant, a municipal
 * treasury, a utility company. Shared records of the tenant; some modalities accept only legal
 * entities (CanHaveBeneficiaryPF false: no CPF).
 */

/** SearchBeneficiary answers at most this many beneficiaries. */
export const BENEFICIARY_SEARCH_LIMIT = 20;
export const BENEFICIARY_NAME_MAX_LENGTH = 200;

/**
 * The shapes of the beneficiary calls are the contract in ./contracts/beneficiaries (the
 * gateway's route schemas come from the same zod objects): Beneficiary (with its addresses, main
 * first), ValidateBeneficiaryInput and BeneficiaryValidation (Beneficiary null when the document
 * is unknown and no Name was sent), SaveBeneficiaryLocationInput (LocationId given: update).
 */
export type {
  Beneficiary,
  BeneficiaryValidation,
  SaveBeneficiaryLocationInput,
  SearchBeneficiariesQuery,
  ValidateBeneficiaryInput,
} from './contracts/beneficiaries';
