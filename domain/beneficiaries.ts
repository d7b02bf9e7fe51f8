import type { DocumentType } from './cpfCnpj';
import type { PartyLocation, PartyLocationInput } from './partyLocation';

/**
 * Beneficiaries (beneficiários) of the proposal flow (spec part 2 §7 "Beneficiaries and insured
 * in the proposal flow"): who receives the indemnity, e.g. a labour-court claimant, a municipal
 * treasury, a utility company. Shared records of the tenant; some modalities accept only legal
 * entities (CanHaveBeneficiaryPF false: no CPF).
 */

/** SearchBeneficiary answers at most this many beneficiaries. */
export const BENEFICIARY_SEARCH_LIMIT = 20;
export const BENEFICIARY_NAME_MAX_LENGTH = 200;

/** One beneficiary with its addresses (main first). */
export interface Beneficiary {
  Id: number;
  UniqueId: string;
  Name: string;
  /** Without mask: 11 digits (CPF) or 14 characters (CNPJ, numeric or alphanumeric). */
  CpfCnpj: string;
  DocumentType: DocumentType | null;
  /** true for a natural person (CPF). */
  IsPF: boolean;
  MainLocation: PartyLocation | null;
  Locations: PartyLocation[];
}

/** ValidateBeneficiaryByDocument's body. */
export interface ValidateBeneficiaryInput {
  /** CPF or CNPJ, with or without mask. */
  Document: string;
  /** Registers the beneficiary with this name when no beneficiary has the document yet. */
  Name?: string | null;
  /** false when the modality accepts only legal entities (a CPF is then refused). Default true. */
  CanHaveBeneficiaryPF?: boolean;
}

/**
 * ValidateBeneficiaryByDocument's answer: whether the proposal may name the beneficiary of this
 * document and why not; Beneficiary is the existing or just registered one, null when the
 * document is unknown and no Name was sent (the portal then asks for the name).
 */
export interface BeneficiaryValidation {
  CanUse: boolean;
  Reasons: string[];
  Beneficiary: Beneficiary | null;
}

/** SaveBeneficiaryLocation's body: adds an address, or updates LocationId when given. */
export interface SaveBeneficiaryLocationInput {
  BeneficiaryUniqueId: string;
  Location: PartyLocationInput;
  LocationId?: number | null;
}
