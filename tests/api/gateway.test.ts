import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findApiRule } from '../../domain/apiAccess';
import type { RuleLookup } from '../../server/http/accessGuard';
import { ok } from '../../server/http/envelope';
import { LOG_FLUSH_MS } from '../../server/http/requestLog';
import { bearer, tokensFor } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

const BROKEN = '/api/Teste/Quebrada';
const NESTED = '/api/Teste/Aninhada';
const SLOW = '/api/Teste/Lenta';
const SHAPED = '/api/Teste/Moldada';
const findRule: RuleLookup = (method, url) =>
  [BROKEN, NESTED, SLOW, SHAPED].some((probe) => probe.toLowerCase() === url.toLowerCase())
    ? 'none'
    : findApiRule(method, url);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('gateway conventions', () => {
  it('answers unknown routes with the 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Nada/Aqui' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Response: null, Errors: ['Recurso não encontrado.'] });
  });

  it('gives every answer a fresh request id header', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/health' });
    const second = await t.app.inject({ method: 'GET', url: '/api/Nada/Aqui' });
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(first.headers['x-request-id']).toMatch(uuid);
    expect(second.headers['x-request-id']).toMatch(uuid);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('answers /health plainly without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('sends security headers with a CSP fit for the portal', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("font-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a malformed JSON body with a 400 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Security/GetToken',
      headers: { 'content-type': 'application/json', companyKey: 'aval-demo' },
      payload: '{"grant_type": "password",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Response: null, Errors: ['Requisição inválida.'] });
  });

  it('takes an empty JSON body on a POST as no body', async () => {
    const { access_token } = await tokensFor(t.app, 'analista');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Security/VerifyUserInfoAssignLastTermOfUser',
      headers: { ...bearer(access_token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Response: false, Errors: [] });
  });

  it('answers 503 with a retry hint, not 500, when the database cancels a slow query', async () => {
    const app: FastifyInstance = await t.variant({}, { findRule });
    app.get(SLOW, async () => {
      // what the pg driver raises when statement_timeout cancels a query
      throw new Error('Failed query', {
        cause: Object.assign(new Error('canceling statement due to statement timeout'), {
          code: '57014',
        }),
      });
    });
    const response = await app.inject({ method: 'GET', url: SLOW });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      Response: null,
      Errors: ['O serviço está ocupado no momento. Tente novamente em instantes.'],
    });
  });

  it('answers 500 with a generic message, logging where it failed with the request id but not the message', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app: FastifyInstance = await t.variant(
      {},
      { findRule, logger: { level: 'error', stream } },
    );
    app.get(BROKEN, async () => {
      throw new Error('falha secreta no banco: senha=123');
    });
    const response = await app.inject({ method: 'GET', url: BROKEN });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      Response: null,
      Errors: ['Erro interno. Tente novamente mais tarde.'],
    });
    expect(response.body).not.toContain('secreta');
    const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.level === 50);
    expect(logged.reqId).toBe(response.headers['x-request-id']);
    expect(logged.error.type).toBe('Error');
    expect(logged.error.stack).toContain('gateway.test.ts');
    // a message may hold personal data (a database error holds the query's parameters)
    expect(lines.join('')).not.toContain('secreta');
  });
});

describe('request log', () => {
  it('writes a buffered line within the flush interval when traffic is light, and what is left at exit', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/api/support/logFlushChild.ts'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const arrivals: { msg: string; at: number; arrived: number }[] = [];
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const arrived = Date.now();
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) arrivals.push({ ...JSON.parse(line), arrived });
    });
    await new Promise((resolve) => child.once('exit', resolve));
    expect(arrivals.map((entry) => entry.msg)).toEqual(['alone', 'before exit 1', 'before exit 2']);
    const [alone, beforeExit] = arrivals;
    expect(alone.arrived - alone.at).toBeLessThan(LOG_FLUSH_MS + 500);
    expect(alone.arrived).toBeLessThan(beforeExit.at);
  });

  it('writes one line per request with its id, method, path without the query, status and time', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await t.variant({}, { logger: { level: 'info', stream } });
    const response = await app.inject({
      method: 'GET',
      url: '/api/Nada/Aqui?cpf=12345678909&nome=Maria',
    });
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      level: 30,
      msg: 'request',
      reqId: response.headers['x-request-id'],
      method: 'GET',
      path: '/api/Nada/Aqui',
      statusCode: 404,
    });
    expect(typeof entries[0].responseTime).toBe('number');
    expect(lines.join('')).not.toContain('12345678909');
  });
});

describe('answers written from the response schema', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await t.variant({}, { findRule });
    app.withTypeProvider<ZodTypeProvider>().get(
      SHAPED,
      {
        schema: {
          querystring: z.object({ missing: z.string().optional() }),
          response: {
            200: z.object({
              Response: z.object({ Name: z.string(), Note: z.string().nullable() }),
              Errors: z.array(z.string()),
            }),
          },
        },
      },
      async (request) =>
        request.query.missing
          ? ok({ Note: null } as unknown as { Name: string; Note: null })
          : ok({ Name: 'Tomador', Note: null, PasswordHash: 'segredo' }),
    );
  });

  it('sends only the fields the schema declares', async () => {
    const response = await app.inject({ method: 'GET', url: SHAPED });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Response: { Name: 'Tomador', Note: null }, Errors: [] });
    expect(response.body).not.toContain('segredo');
  });

  it('fails with the generic 500 instead of sending an answer that lacks a required field', async () => {
    const response = await app.inject({ method: 'GET', url: `${SHAPED}?missing=1` });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      Response: null,
      Errors: ['Erro interno. Tente novamente mais tarde.'],
    });
  });
});

describe('validation messages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await t.variant({}, { findRule });
    app.withTypeProvider<ZodTypeProvider>().post(
      NESTED,
      {
        schema: {
          body: z.object({
            Pessoa: z.object({ Nome: z.string().min(1), Cpf: z.string() }),
            Itens: z.array(z.object({ Valor: z.number() })),
            Percentual: z.number().max(100, 'O percentual não pode passar de 100.'),
          }),
        },
      },
      async () => ok(true),
    );
  });

  const post = (payload?: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: NESTED, ...(payload ? { payload } : {}) });

  it('names each nested field once per problem, in pt-BR', async () => {
    const response = await post({
      Pessoa: { Nome: '' },
      Itens: [{ Valor: 'dez' }],
      Percentual: 120,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Response: null,
      Errors: [
        'O campo "Pessoa.Nome" é obrigatório.',
        'O campo "Pessoa.Cpf" é obrigatório.',
        'O campo "Itens[0].Valor" é inválido.',
        'O percentual não pode passar de 100.',
      ],
    });
  });

  it('asks for the body when there is none', async () => {
    const response = await post();
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toEqual(['O corpo da requisição é obrigatório.']);
  });
});

describe('serving the built portal', () => {
  let portalDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    portalDir = mkdtempSync(join(tmpdir(), 'aval-portal-'));
    mkdirSync(join(portalDir, 'assets'));
    writeFileSync(join(portalDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(portalDir, 'assets', 'index-abc123.js'), 'console.log("aval")');
    writeFileSync(join(portalDir, 'favicon.svg'), '<svg/>');
    app = await t.variant({}, { portalDir });
  });
  afterAll(() => rmSync(portalDir, { recursive: true, force: true }));

  const get = (url: string, accept = 'text/html') =>
    app.inject({ method: 'GET', url, headers: { accept } });

  it('answers deep links of the portal with index.html', async () => {
    for (const url of ['/', '/propostas/proposta/abc', '/login/simula-localhost']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves build assets with a long cache and other files revalidated', async () => {
    const asset = await get('/assets/index-abc123.js', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("aval")');
    expect(asset.headers['cache-control']).toContain('immutable');
    const icon = await get('/favicon.svg', 'image/*');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).not.toContain('immutable');
  });

  it('keeps gateway paths, missing assets and escapes out of the portal', async () => {
    const api = await get('/api/Nada/Aqui');
    expect(api.statusCode).toBe(404);
    expect(api.json().Errors).toEqual(['Recurso não encontrado.']);
    expect((await get('/assets/missing.js', '*/*')).statusCode).toBe(404);
    const traversal = await get('/..%2f..%2fetc%2fpasswd', '*/*');
    expect(traversal.statusCode).toBe(404);
    const post = await app.inject({
      method: 'POST',
      url: '/propostas',
      headers: { accept: 'text/html' },
    });
    expect(post.statusCode).toBe(404);
  });
});
