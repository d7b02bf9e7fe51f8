import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { type $ZodRawIssue, safeParse } from 'zod/v4/core';
import { ValidationError } from './errors';

const fieldName = (path: readonly PropertyKey[]) =>
  path
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : `${index > 0 ? '.' : ''}${String(segment)}`,
    )
    .join('');

const isMissing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * pt-BR message naming the field, used when the schema gives no message of its own (a schema's
 * `error`/refinement message always wins).
 */
export const fieldMessage = (issue: $ZodRawIssue): string => {
  const path = issue.path ?? [];
  if (issue.code === 'unrecognized_keys') {
    const keys = (issue as { keys?: string[] }).keys ?? [];
    return keys.map((key) => `O campo "${fieldName([...path, key])}" não é permitido.`).join(' ');
  }
  const missing = isMissing(issue.input);
  if (path.length === 0) {
    return missing ? 'O corpo da requisição é obrigatório.' : 'O corpo da requisição é inválido.';
  }
  const field = fieldName(path);
  return missing ? `O campo "${field}" é obrigatório.` : `O campo "${field}" é inválido.`;
};

/**
 * Validates querystring, params, body and headers with the route's zod schema. Failures become
 * one ValidationError carrying one message per problem.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { error: fieldMessage });
    if (!result.success) {
      const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
      return { error: new ValidationError(messages) };
    }
    return { value: result.data };
  };
