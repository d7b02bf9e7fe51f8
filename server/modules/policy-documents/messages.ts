// The policy documents' pt-BR messages (issue 15).

export const POLICY_NOT_ISSUED = 'Esta proposta ainda não tem apólice emitida.';
export const NO_ENDORSEMENT = 'Esta apólice ainda não tem endosso.';
/** One answer whichever part of the public validation failed: it never tells which. */
export const POLICY_NOT_VALIDATED = 'Apólice não encontrada para os dados informados.';
