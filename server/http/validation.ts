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

/** A NUL byte, or a UTF-16 surrogate without its pair: PostgreSQL refuses both in text. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isUnsafeText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);
/** Deeper input is refused rather than walked: no call takes more than a few levels. */
const MAX_DEPTH = 32;

/**
 * Messages for strings the database cannot store and for nesting no call takes, found anywhere
 * in the input (keys included), before any schema or query sees it.
 */
export const unsafeInputMessages = (data: unknown): string[] => {
  const messages: string[] = [];
  const walk = (value: unknown, path: PropertyKey[]) => {
    if (typeof value === 'string') {
      if (isUnsafeText(value)) {
        messages.push(
          path.length === 0
            ? 'A requisição contém caracteres inválidos.'
            : `O campo "${fieldName(path)}" contém caracteres inválidos.`,
        );
      }
      return;
    }
    if (value === null || typeof value !== 'object') return;
    if (path.length >= MAX_DEPTH) {
      messages.push(`O campo "${fieldName(path)}" tem aninhamento demais.`);
      return;
    }
    for (const [key, item] of Object.entries(value)) {
      if (isUnsafeText(key)) {
        messages.push('A requisição contém um campo com caracteres inválidos.');
        continue;
      }
      walk(item, [...path, Array.isArray(value) ? Number(key) : key]);
    }
  };
  walk(data, []);
  return [...new Set(messages)];
};

/**
 * Validates querystring, params, body and headers with the route's zod schema, after refusing
 * what no schema should have to think of (NUL bytes, lone surrogates, absurd nesting). Failures
 * become one ValidationError carrying one message per problem.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const unsafe = unsafeInputMessages(data);
    if (unsafe.length > 0) return { error: new ValidationError(unsafe) };
    const result = safeParse(schema, data, { error: fieldMessage });
    if (!result.success) {
      const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
      return { error: new ValidationError(messages) };
    }
    return { value: result.data };
  };
