import { partyLocationLabels } from './partyLocation';

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

/**
 * The shapes of the insured calls are the contract in ./contracts/insured (the gateway's route
 * schemas come from the same zod objects): InsuredSummary (lists and searches; CpfCnpj without
 * mask, IsPrivate true for the private sector 0776), InsuredDetail (GetInsured, with all current
 * addresses, main first), InsertInsuredInput (the "Novo segurado" dialog's body) and
 * InsuredProposalValidation (Insured null when no insured has the document yet).
 */
export type {
  InsertInsuredInput,
  InsuredDetail,
  InsuredProposalValidation,
  InsuredSummary,
  SaveInsuredLocationInput,
  SetInsuredBlockedQuery,
  UpdateInsuredBranchQuery,
  UpdateInsuredNameQuery,
} from './contracts/insured';

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
