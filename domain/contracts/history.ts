import { z } from 'zod';

/**
 * The change-history answer every area's `…History` call gives (spec: `ChangesHistories` with
 * `ChangedByName`), written once: the gateway's response schemas and the portal's types both
 * come from here, so the contract cannot drift between the two sides or between areas.
 */
export const historyFieldChange = z.object({
  Field: z.string(),
  Label: z.string().describe('Rótulo em pt-BR do campo'),
  OldValue: z.string().nullable(),
  NewValue: z.string().nullable(),
});

export const historyEntry = z.object({
  Id: z.number().int(),
  ChangedAt: z.string().describe('Quando, ISO 8601'),
  ChangedByName: z.string().describe('Quem alterou'),
  ChangesHistories: z.array(historyFieldChange),
});

/** A party's history (holder, insured, broker): address changes listed apart. */
export const partyHistoryEntry = historyEntry.extend({
  LocationChangesHistories: z.array(historyFieldChange),
});

export type HistoryFieldChange = z.infer<typeof historyFieldChange>;
export type HistoryEntry = z.infer<typeof historyEntry>;
export type PartyHistoryEntry = z.infer<typeof partyHistoryEntry>;
