import type { DocumentType } from './cpfCnpj';
import { type PartyLocation, type PartyLocationInput, partyLocationLabels } from './partyLocation';

/**
 * Insured parties (segurados) as the gateway answers them (spec part 1 §3/§7 "Insured") and the
 * portal shows them. The branch (ramo) of an insured is the sector of its contracts: private
 * (0776) or public (0775).
 */
export const INSURED_BRANCH_PRIVATE = 'Setor privado (0776)';
export const INSURED_BRANCH_PUBLIC = 'Setor público (0775)';

export const insuredBranchLabel = (isPrivate: boolean) =>
  isPrivate ? INSURED_BRANCH_PRIVATE : INSURED_BRANCH_PUBLIC;

/** Block and unblock always carry a justification of at least this many characters. */
export const BLOCK_JUSTIFY_MIN_LENGTH = 10;
export const BLOCK_JUSTIFY_MAX_LENGTH = 500;
export const INSURED_NAME_MAX_LENGTH = 200;

/** One insured as lists and searches answer it. */
export interface InsuredSummary {
  Id: number;
  UniqueId: string;
  Name: string;
  NomeSocial: string | null;
  /** Without mask: 11 digits (CPF) or 14 characters (CNPJ, numeric or alphanumeric). */
  CpfCnpj: string;
  DocumentType: DocumentType | null;
  /** true: private sector (0776); false: public sector (0775). */
  IsPrivate: boolean;
  BranchLabel: string;
  IsBlocked: boolean;
  BlockJustify: string | null;
  MainLocation: PartyLocation | null;
}

/** GetInsured: the insured with all its current addresses (main first). */
export interface InsuredDetail extends InsuredSummary {
  Locations: PartyLocation[];
  Version: number;
  CreatedAt: string;
}

/** InsertInsured's body (not in the spec: the "Novo segurado" dialog). */
export interface InsertInsuredInput {
  Name: string;
  CpfCnpj: string;
  NomeSocial?: string | null;
  IsPrivate?: boolean;
  /** The first address (optional; becomes the main one). */
  Location?: PartyLocationInput | null;
}

/** ValidateInsuredByDocumentToNewProposal's answer. */
export interface InsuredProposalValidation {
  CanUse: boolean;
  Reasons: string[];
  /** null when no insured has this document yet: the wizard registers it. */
  Insured: InsuredDetail | null;
}

/** pt-BR label of each field recorded in the insured's history (its addresses' included). */
export const insuredHistoryLabels: Record<string, string> = {
  Name: 'Nome',
  NomeSocial: 'Nome social',
  CpfCnpj: 'CPF/CNPJ',
  IsPrivate: 'Ramo',
  IsBlocked: 'Bloqueado',
  BlockJustify: 'Justificativa',
  ...partyLocationLabels,
};
