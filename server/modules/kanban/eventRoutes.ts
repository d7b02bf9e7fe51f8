import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pipeParams } from '../../../domain/contracts/kanban';
import type { Database } from '../../db/client';
import { kanbanErrorResponses } from '../../http/kanbanEnvelope';
import { findVisiblePipe } from './board';
import { type BoardChange, followBoard, startBoardRelay } from './events';

/** A comment line every so often keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;

const eventOf = ({ pipeId, cardId, kind }: BoardChange) =>
  `event: change\ndata: ${JSON.stringify({ pipeId, cardId, kind })}\n\n`;

/**
 * GET pipes/:id/events: the pipe's changes as server-sent events, for the boards open on it
 * (issue 14: "the board follows other analysts' moves without a reload"). Authenticated like the
 * other kanban calls (Bearer header: the portal reads the stream with fetch, never a token in the
 * URL); another tenant's pipe 404, an unseen one 403, before the stream opens.
 */
export const registerBoardEvents = async (
  instance: FastifyInstance,
  db: Database,
  url: string,
  tags: string[],
) => {
  const stopRelay = await startBoardRelay(db, (error) =>
    instance.log.error({ err: error }, 'kanban board relay'),
  );
  const open = new Set<FastifyReply>();
  // open streams would keep the server from closing: end them first, then stop listening
  instance.addHook('preClose', async () => {
    for (const reply of open) reply.raw.end();
  });
  instance.addHook('onClose', async () => stopRelay());

  instance.withTypeProvider<ZodTypeProvider>().get(
    url,
    {
      schema: {
        tags,
        summary: 'As mudanças da esteira em tempo real (server-sent events)',
        description:
          'text/event-stream: `event: change` com `{ pipeId, cardId, kind }` (kind: created, ' +
          'moved, changed) a cada card criado, movido ou alterado na esteira, por qualquer ' +
          `analista e em qualquer instância do gateway; um comentário a cada ${HEARTBEAT_MS / 1000} s ` +
          'mantém a conexão. O token vai no cabeçalho Authorization, como nas demais chamadas.',
        params: pipeParams,
        produces: ['text/event-stream'],
        response: {
          200: z.string().describe('text/event-stream'),
          ...kanbanErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const pipe = await findVisiblePipe(db, request.auth, request.params.id);
      reply.hijack();
      const raw = reply.raw;
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) raw.setHeader(name, value);
      }
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise hold the events back in their buffer
        'x-accel-buffering': 'no',
      });
      raw.write(': esteira ' + pipe.id + '\n\n');
      open.add(reply);
      const unfollow = followBoard(request.auth.companyId, pipe.id, (change) =>
        raw.write(eventOf(change)),
      );
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
      const cleanUp = () => {
        clearInterval(heartbeat);
        unfollow();
        open.delete(reply);
      };
      raw.once('close', cleanUp);
      request.raw.once('close', cleanUp);
    },
  );
};
