import { z } from 'zod';

/**
 * The kanban service's envelope (DESIGN §3): `{ success, message, data }`, unlike the main API's
 * `{ Response, Errors }`. A failure answers `{ success: false, message, data: null }` with its
 * status; the portal's kanban client rejects with `message`.
 */
export interface KanbanEnvelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export const kanbanOk = <T>(data: T, message = ''): KanbanEnvelope<T> => ({
  success: true,
  message,
  data,
});

export const kanbanFailure = (messages: string[]): KanbanEnvelope<null> => ({
  success: false,
  message: messages.join(' '),
  data: null,
});

export const kanbanEnvelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string(), data });

const kanbanErrorEnvelope = z
  .object({ success: z.literal(false), message: z.string(), data: z.null() })
  .describe('Falha: mensagem em pt-BR');

export const kanbanErrorResponses = {
  '4xx': kanbanErrorEnvelope,
  '5xx': kanbanErrorEnvelope,
} as const;
