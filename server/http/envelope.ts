import { z } from 'zod';

/** The gateway envelope of every answer but GetToken's. */
export interface Envelope<T> {
  Response: T;
  Errors: string[];
}

export const ok = <T>(data: T): Envelope<T> => ({ Response: data, Errors: [] });

export const failure = (messages: string[]): Envelope<null> => ({
  Response: null,
  Errors: messages,
});

/** Response schema of a successful envelope around `data`. */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ Response: data, Errors: z.array(z.string()) });

export const errorEnvelope = z
  .object({ Response: z.null(), Errors: z.array(z.string()) })
  .describe('Falha: mensagens em pt-BR');

/** Documents the failure answers of a route in the OpenAPI document. */
export const errorResponses = { '4xx': errorEnvelope, '5xx': errorEnvelope } as const;
