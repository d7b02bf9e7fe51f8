import { z } from 'zod';

/**
 * Co-brokerage (co-corretagem) of a proposal: the brokers that share its commission. They are
 * saved with UpdateProposal's `CoBrokers` (domain/contracts/proposals.ts); SearchCoBrokers (ours:
 * the spec shows no call for it) finds them, since a broker's user may not search the tenant's
 * brokers through Broker/GetSearchBrokers.
 */

/** SearchCoBrokers answers at most this many brokers. */
export const CO_BROKER_SEARCH_LIMIT = 20;

/** SearchCoBrokers' query. */
export const coBrokerSearchQuery = z.object({
  TextSearch: z
    .string()
    .max(200)
    .default('')
    .describe('Parte do nome ou do CNPJ (com ou sem máscara) da corretora'),
});

/** A broker SearchCoBrokers answers: only what picking it needs. */
export const coBrokerOption = z.object({
  UniqueId: z.string(),
  Name: z.string(),
  CpfCnpj: z.string().describe('CNPJ sem máscara'),
});

export type CoBrokerOption = z.infer<typeof coBrokerOption>;
