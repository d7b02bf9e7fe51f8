import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../server/http/accessGuard';
import { apiAccess } from '../../domain/apiAccess';
import { OUT_OF_RANGE_MESSAGE } from '../../server/http/errorHandler';
import { failureMessagesOf } from './support/envelopes';
import { bearer, tokensFor } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

/**
 * The permanent guard of issue 10: every registered route, today's and every one added later,
 * is sent malformed input built from its own OpenAPI schema, and must answer a 4xx (or a 2xx)
 * in the envelope — never a 5xx. Signed in as the demo administrator, who holds every
 * functionality, so the input reaches validation and the services behind it.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
};
type Parameter = { in: 'query' | 'path' | 'header'; name: string; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

const HUGE_TEXT = 'x'.repeat(20_000);
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
const deeplyNested = (depth: number): unknown =>
  depth === 0 ? 'fundo' : { nivel: deeplyNested(depth - 1) };

/** The values every field of a kind is tried with, one field at a time. */
const badValuesFor = (schema: JsonSchema): unknown[] => {
  const kind = typeOf(schema);
  const common = [null, { objeto: true }, [NUL]];
  if (kind === 'integer' || kind === 'number') {
    return [...common, 2147483648, -2147483649, 2 ** 53 + 2, 1e308, 1.5, -1, 'não-número'];
  }
  if (kind === 'boolean') return [...common, 'talvez', 2];
  if (kind === 'array') return [...common, NUL, [HUGE_TEXT], [2147483648], [null]];
  if (kind === 'object') return [...common, NUL, deeplyNested(40)];
  return [...common, NUL, LONE_SURROGATE, HUGE_TEXT, 2147483648, '\ud800'];
};

const typeOf = (schema: JsonSchema): string | undefined => {
  const inner = schema.anyOf ?? schema.oneOf;
  if (inner) return inner.map(typeOf).find((kind) => kind && kind !== 'null');
  return [schema.type].flat().find((kind) => kind !== 'null');
};

/** A plausible value that names no real record, so a walk that gets through changes nothing real. */
const plausible = (schema: JsonSchema): unknown => {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const kind = typeOf(schema);
  if (kind === 'integer' || kind === 'number') return 999_999;
  if (kind === 'boolean') return true;
  if (kind === 'array') return [];
  if (kind === 'object') {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, plausible(inner)]),
    );
  }
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'email') return 'ninguem@exemplo.com.br';
  if (schema.format === 'date' || schema.format === 'date-time') return '2026-01-31';
  return 'a';
};

interface Probe {
  label: string;
  options: InjectOptions;
}

const pathWith = (url: string, value: string) =>
  url.replace(/:(\w+)/g, value).replace(/\*$/, value);

/** Every malformed request of one route: per query field, per body field, and per body shape. */
const probesFor = (route: RegisteredRoute, operation: Operation | undefined): Probe[] => {
  const method = route.method as InjectOptions['method'];
  const queryFields = (operation?.parameters ?? []).filter((p) => p.in === 'query');
  const query = Object.fromEntries(
    queryFields.map((field) => [field.name, String(plausible(field.schema ?? {}))]),
  );
  const bodySchema = operation?.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema ? plausible(bodySchema) : undefined;
  const url = pathWith(route.url, 'a');
  const probes: Probe[] = [
    { label: 'plausible', options: { method, url, query, payload: body as object } },
    { label: 'nothing', options: { method, url } },
    { label: 'path NUL', options: { method, url: pathWith(route.url, '%00'), query } },
    { label: 'path bad UTF-8', options: { method, url: pathWith(route.url, '%ED%A0%80'), query } },
  ];
  for (const field of queryFields) {
    for (const value of ['a\u0000b', LONE_SURROGATE, HUGE_TEXT, '2147483648', '1e400', '-1']) {
      probes.push({
        label: `query ${field.name}=${value.slice(0, 12)}`,
        options: { method, url, query: { ...query, [field.name]: value } },
      });
    }
    probes.push({
      label: `query ${field.name} twice`,
      options: { method, url: `${url}?${field.name}=1&${field.name}=2` },
    });
  }
  if (method === 'GET' || method === 'DELETE') return probes;
  const json = (label: string, payload: unknown) =>
    probes.push({
      label,
      options: {
        method,
        url,
        query,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      },
    });
  json('body null', null);
  json('body array', [body]);
  json('body text', 'texto');
  json('body deeply nested', deeplyNested(200));
  json('body extra field', { ...(body as object), CampoQueNaoExiste: NUL });
  probes.push(
    {
      label: 'body invalid JSON',
      options: {
        method,
        url,
        query,
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
      },
    },
    {
      label: 'body wrong content type',
      options: { method, url, query, headers: { 'content-type': 'text/plain' }, payload: 'x' },
    },
    {
      label: 'body multipart without boundary',
      options: {
        method,
        url,
        query,
        headers: { 'content-type': 'multipart/form-data' },
        payload: '--x\r\n',
      },
    },
  );
  for (const [name, fieldSchema] of Object.entries(bodySchema?.properties ?? {})) {
    for (const value of badValuesFor(fieldSchema)) {
      json(`body ${name}=${JSON.stringify(value)?.slice(0, 24)}`, {
        ...(body as object),
        [name]: value,
      });
    }
  }
  return probes;
};

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  t = await createTestApp();
  paths = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json().paths;
});
afterAll(() => t.close());

const operationOf = (route: RegisteredRoute) =>
  paths[route.url.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{*}')]?.[
    route.method.toLowerCase()
  ];

/** The gateway's first path segment after /api (the spec's controller), lower-cased. */
const areaOf = (url: string) =>
  url.split('/')[url.startsWith('/api/') ? 2 : 1]?.toLowerCase() ?? '';

/**
 * One test per controller, from the permission table every registered route must be in, so a
 * loaded machine's slowness is measured per area rather than against the whole walk.
 */
const AREAS = [...new Set(Object.keys(apiAccess).map((key) => areaOf(key.split(' ')[1])))].sort();

let token: string;
let sent = 0;
let walked = 0;

describe('malformed input on every route', () => {
  it.each(AREAS)(
    '%s: never answers 5xx, and always answers the envelope',
    { timeout: 120_000 },
    async (area) => {
      token ??= (await tokensFor(t.app, 'admin')).access_token;
      const failures: string[] = [];
      for (const route of t.app.avalRoutes.filter((one) => areaOf(one.url) === area)) {
        if (route.url === '/api/Security/Logout') continue; // would end the walk's own session
        walked += 1;
        for (const probe of probesFor(route, operationOf(route))) {
          const send = () =>
            t.app.inject({
              ...probe.options,
              headers: { ...bearer(token), ...probe.options.headers },
            });
          let response: LightMyRequestResponse = await send();
          if (response.statusCode === 401 && route.rule !== 'none') {
            // a probe may have ended the administrator's sessions (e.g. a forced password change)
            token = (await tokensFor(t.app, 'admin')).access_token;
            response = await send();
          }
          sent += 1;
          const where = `${route.method} ${route.url} [${probe.label}] → ${response.statusCode}`;
          if (response.statusCode >= 500) failures.push(where);
          else if (response.statusCode >= 400 && !route.url.startsWith('/docs')) {
            // the main API's envelope, or the kanban service's (DESIGN §3)
            const messages = failureMessagesOf(safeJson(response.body));
            if (!messages?.length || messages.some((message) => !message)) {
              failures.push(`${where} sem o envelope de erro`);
            } else if (messages.includes(OUT_OF_RANGE_MESSAGE)) {
              // the error handler's net caught what the route's schema should have named
              failures.push(`${where} chegou ao banco sem validação`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('walked every registered route but the docs, with over a thousand probes', () => {
    const registered = t.app.avalRoutes.filter(
      (route) => route.url !== '/api/Security/Logout' && AREAS.includes(areaOf(route.url)),
    );
    expect(walked).toBe(registered.length);
    expect(registered.length).toBeGreaterThan(200);
    expect(sent).toBeGreaterThan(1000);
  });
});

const safeJson = (text: string) => {
  try {
    return JSON.parse(text) as { Response?: unknown; Errors?: unknown };
  } catch {
    return undefined;
  }
};
