import type { FastifyError, FastifyInstance } from 'fastify';
import { failure } from './envelope';
import { DomainError } from './errors';

export const INTERNAL_ERROR_MESSAGE = 'Erro interno. Tente novamente mais tarde.';

/** Client errors raised by Fastify itself (body parsing, content type, size). */
const frameworkMessages: Record<number, string> = {
  400: 'Requisição inválida.',
  404: 'Recurso não encontrado.',
  405: 'Método não permitido.',
  406: 'Formato de resposta não suportado.',
  413: 'Requisição muito grande.',
  415: 'Tipo de conteúdo não suportado.',
};

/** The one place where errors become envelopes; a 500 never carries a stack or internal detail. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.statusCode === 429) request.log.warn({ ip: request.ip }, 'rate limited');
      return reply.code(error.statusCode).send(failure(error.messages));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply
        .code(status)
        .send(failure([frameworkMessages[status] ?? frameworkMessages[400]]));
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.code(500).send(failure([INTERNAL_ERROR_MESSAGE]));
  });
};
