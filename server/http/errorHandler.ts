import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * What an error log line may say: the kind of error, its codes and where it was thrown. Never
 * the message: a database error's message holds the query's parameters, a JSON parse error a
 * piece of the body, both personal data.
 */
export const loggableError = (error: unknown) => {
  if (!(error instanceof Error)) return { type: typeof error };
  const cause = error.cause as
    { code?: unknown; table?: unknown; constraint?: unknown; column?: unknown } | undefined;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: error.name,
    code: (error as { code?: unknown }).code,
    statusCode: (error as { statusCode?: unknown }).statusCode,
    sqlState: cause?.code,
    table: cause?.table,
    constraint: cause?.constraint,
    column: cause?.column,
    stack: frames.slice(0, 12).join('\n'),
  };
};

export const OUT_OF_RANGE_MESSAGE =
  'Um dos valores enviados está fora do formato ou do intervalo aceito.';

/**
 * SQLSTATE class 22 (data exception: number out of range, text too long, bad date…): input a
 * schema should have refused. The schemas name the field; this net keeps any gap a 400.
 */
const isDataException = (error: unknown) => {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' && cause.code.startsWith('22');
};

export const BUSY_MESSAGE = 'O serviço está ocupado no momento. Tente novamente em instantes.';

/** SQLSTATE 57014: the database cancelled the query (statement_timeout): busy, not broken. */
const isCancelledQuery = (error: unknown) =>
  (error as { cause?: { code?: unknown } }).cause?.code === '57014';

/** What an error answers: its status and pt-BR messages (and a Retry-After when busy). */
export interface ErrorAnswer {
  status: number;
  messages: string[];
  retryAfter?: string;
}

/** Classifies an error and logs it; a 500 never carries a stack or internal detail. */
export const errorAnswerOf = (
  error: FastifyError | DomainError,
  request: FastifyRequest,
): ErrorAnswer => {
  if (isDataException(error)) {
    request.log.warn({ error: loggableError(error) }, 'input reached the database unchecked');
    return { status: 400, messages: [OUT_OF_RANGE_MESSAGE] };
  }
  if (isCancelledQuery(error)) {
    request.log.warn({ error: loggableError(error), reqId: request.id }, 'query cancelled');
    return { status: 503, messages: [BUSY_MESSAGE], retryAfter: '5' };
  }
  if (error instanceof DomainError) {
    if (error.statusCode === 429) request.log.warn({ ip: request.ip }, 'rate limited');
    return { status: error.statusCode, messages: error.messages };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ error: loggableError(error) }, 'client error');
    return { status, messages: [frameworkMessages[status] ?? frameworkMessages[400]] };
  }
  request.log.error({ error: loggableError(error), reqId: request.id }, 'unhandled error');
  return { status: 500, messages: [INTERNAL_ERROR_MESSAGE] };
};

/** Sends an error answer in the envelope `wrap` builds from its messages. */
export const sendErrorAnswer = (
  reply: FastifyReply,
  { status, messages, retryAfter }: ErrorAnswer,
  wrap: (messages: string[]) => unknown,
) => {
  if (retryAfter) reply.header('retry-after', retryAfter);
  return reply.code(status).send(wrap(messages));
};

/** The one place where errors become envelopes (the kanban service wraps them its own way). */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) =>
    sendErrorAnswer(reply, errorAnswerOf(error, request), failure),
  );
};

/** Errors Fastify raises before routing (an undecodable URL…): the envelope too. */
export const frameworkErrors = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  request.log.info({ error: loggableError(error) }, 'client error');
  void reply
    .code(error.statusCode ?? 400)
    .send(failure([frameworkMessages[error.statusCode ?? 400] ?? frameworkMessages[400]]));
};
