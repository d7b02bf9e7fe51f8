import { z } from 'zod';

/**
 * Sorting of the search calls, our extension to the spec (DESIGN §3): `sortField` from the
 * call's whitelist of answer fields and `sortOrder`. The query schema is part of each search's
 * contract; turning the sort into SQL stays on the gateway (server/http/sorting.ts).
 */
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Long enough to recognise what was sent; a 20 kB value is not echoed back whole. */
const SHOWN_INPUT_LENGTH = 40;
const shown = (input: unknown) => {
  const text = String(input);
  return text.length > SHOWN_INPUT_LENGTH ? `${text.slice(0, SHOWN_INPUT_LENGTH)}…` : text;
};
const refused = (field: string, allowed: readonly string[]) => (issue: { input?: unknown }) =>
  `O campo "${field}" não aceita "${shown(issue.input)}"; use: ${allowed.join(', ')}.`;

/** `desc` → `DESC`; anything else reaches the enum as sent, so the message shows it unchanged. */
const knownOrder = (value: unknown) => {
  const upper = typeof value === 'string' ? value.toUpperCase() : undefined;
  return SORT_ORDERS.find((order) => order === upper) ?? value;
};

/** `sortField` / `sortOrder`, to spread into a search's querystring schema. */
export const sortQuery = <const Fields extends readonly [string, ...string[]]>(fields: Fields) => ({
  sortField: z
    .enum(fields, { error: refused('sortField', fields) })
    .optional()
    .describe(
      `Ordena pelo campo da resposta: ${fields.join(', ')}; o Id desempata. ` +
        'Ausente: a ordem padrão da chamada.',
    ),
  sortOrder: z
    .preprocess(knownOrder, z.enum(SORT_ORDERS, { error: refused('sortOrder', SORT_ORDERS) }))
    .optional()
    .describe('ASC (padrão) ou DESC, maiúsculas ou minúsculas; só vale com sortField.'),
});
