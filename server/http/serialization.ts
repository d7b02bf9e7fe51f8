import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type Route = Parameters<FastifySerializerCompiler<z.ZodType>>[0];

/**
 * `X | null` as `type: [X, 'null']`: fast-json-stringify picks an `anyOf` branch by validating
 * the value against each one, which costs more than the whole serialisation.
 */
const simplifyNullable = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(simplifyNullable);
  if (!schema || typeof schema !== 'object') return schema;
  const node = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, simplifyNullable(value)]),
  ) as JsonSchema;
  const branches = node.anyOf as JsonSchema[] | undefined;
  if (branches?.length === 2) {
    const nullIndex = branches.findIndex((branch) => branch.type === 'null');
    const other = branches[1 - nullIndex];
    if (nullIndex >= 0 && typeof other?.type === 'string' && !('anyOf' in other)) {
      const { anyOf: _anyOf, ...rest } = node;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return node;
};

/**
 * Answers are written by fast-json-stringify, compiled once per route from the zod response
 * schema's JSON Schema, instead of re-validating every answer with zod (an eighth of the
 * gateway's CPU on GetUserInfo, issue 11). As before, only the fields the schema declares go out
 * (a field a query returns by mistake is dropped, never leaked), and a missing required field or
 * a value that cannot be written as its type fails the request (500) rather than sending a
 * malformed answer. A schema JSON Schema cannot express (a transform) keeps zod's serializer.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route: Route) => {
  const schema = route.schema as z.ZodType;
  let jsonSchema: JsonSchema;
  try {
    jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      unrepresentable: 'throw',
      target: 'draft-7',
    }) as JsonSchema;
  } catch {
    return zodSerializerCompiler(route);
  }
  const { $schema: _draft, ...rest } = jsonSchema;
  return fastJson(simplifyNullable(rest) as JsonSchema) as (data: unknown) => string;
};
