import { int32, queryInt32 } from './integers';

// The one decision on a write's Version (DESIGN §4): a record read with a Version is written
// back with it. Calls the spec does not define, or defines with a Version, require it; calls the
// spec defines without one stay compatible for clients written to the spec. Every call contract
// takes its Version from here, so the OpenAPI document and the check cannot disagree: presence
// is the schema's, staleness the service's (server/http/writeGuards.rejectStaleVersion).

const SPEC_OPTIONAL =
  'Opcional: a especificação define esta chamada sem Version; quando enviada, desatualizada → 409';

/** Body field: the Version read, required (absent → 400 naming "Version", stale → 409). */
export const requiredVersion = (read = 'A Version lida') =>
  int32().describe(`${read}; obrigatória; desatualizada → 409 e nada é gravado`);

/** Body field of a call the spec defines without Version: checked only when sent. */
export const specOptionalVersion = () => int32().nullish().describe(SPEC_OPTIONAL);

/** Query parameter of a call the spec defines without Version: checked only when sent. */
export const specOptionalVersionQuery = () => queryInt32().optional().describe(SPEC_OPTIONAL);
