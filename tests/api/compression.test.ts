import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../build/precompress';
import { COMPRESSION_THRESHOLD } from '../../server/http/compression';
import { PORTAL_LOADING_HTML } from '../../server/http/portalPage';
import { bearer, tokensFor } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br'
    ? brotliDecompressSync(body).toString()
    : encoding === 'gzip'
      ? gunzipSync(body).toString()
      : body.toString();

describe('serving the built portal compressed', () => {
  let portalDir: string;
  let app: FastifyInstance;
  const script = `export const rows = [${'{"name":"Construtora Alvorada"},'.repeat(400)}];`;
  const style = `@font-face{font-family:Montserrat;font-display:swap}${'.a{color:red}'.repeat(200)}`;
  const html = `<!doctype html><html><head><title>Aval</title></head><body>${'<p>Aval</p>'.repeat(200)}<div id="root"></div></body></html>`;
  const font = Buffer.from([0x77, 0x4f, 0x46, 0x32, ...Array.from({ length: 64 }, (_, i) => i)]);

  beforeAll(async () => {
    portalDir = mkdtempSync(join(tmpdir(), 'aval-portal-'));
    mkdirSync(join(portalDir, 'assets'));
    writeFileSync(join(portalDir, 'index.html'), html);
    writeFileSync(join(portalDir, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(portalDir, 'assets', 'index-abc123.css'), style);
    writeFileSync(join(portalDir, 'assets', 'montserrat-latin-400-normal-abc.woff2'), font);
    writeFileSync(join(portalDir, 'favicon.svg'), `<svg>${'<g/>'.repeat(100)}</svg>`);
    await precompressDir(portalDir);
    app = await t.variant({}, { portalDir });
  });
  afterAll(() => rmSync(portalDir, { recursive: true, force: true }));

  const get = (url: string, acceptEncoding?: string, accept = '*/*') =>
    app.inject({
      method: 'GET',
      url,
      headers: { accept, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  const textAssets = [
    { url: '/assets/index-abc123.js', content: script, type: 'javascript' },
    { url: '/assets/index-abc123.css', content: style, type: 'text/css' },
    { url: '/favicon.svg', content: `<svg>${'<g/>'.repeat(100)}</svg>`, type: 'image/svg+xml' },
    {
      url: '/tomadores',
      // a signed-in page paints the loading text before its scripts run
      content: html.replace('<div id="root"></div>', `<div id="root">${PORTAL_LOADING_HTML}</div>`),
      type: 'text/html',
      accept: 'text/html',
    },
  ];

  for (const { url, content, type, accept } of textAssets) {
    it(`sends ${url} as Brotli, gzip or plain by Accept-Encoding`, async () => {
      for (const [acceptEncoding, expected] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['br', 'br'],
        ['gzip, deflate', 'gzip'],
        ['gzip', 'gzip'],
        [undefined, undefined],
        ['identity', undefined],
      ] as const) {
        const response = await get(url, acceptEncoding, accept);
        const label = `${url} with ${acceptEncoding ?? 'no Accept-Encoding'}`;
        expect(response.statusCode, label).toBe(200);
        expect(response.headers['content-encoding'], label).toBe(expected);
        expect(response.headers['content-type'], label).toContain(type);
        expect(String(response.headers.vary), label).toMatch(/accept-encoding/i);
        const body = response.rawPayload;
        if (expected) expect(body.length, label).toBeLessThan(Buffer.byteLength(content));
        // a page also carries its tenant's config (tests/api/portalPage.test.ts)
        const decoded = decode(expected, body).replace(
          /<script type="application\/json".*?<\/script>/,
          '',
        );
        expect(decoded, label).toBe(content);
      }
    });
  }

  it('sends fonts as they are (woff2 is compressed already)', async () => {
    const response = await get('/assets/montserrat-latin-400-normal-abc.woff2', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload).toEqual(font);
  });

  it('caches hashed assets for good and revalidates index.html on every visit', async () => {
    const asset = await get('/assets/index-abc123.js', 'br');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['cache-control']).toContain('max-age=31536000');
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      const page = await get('/login', acceptEncoding, 'text/html');
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends a script, a stylesheet or a font without the headers only a page acts on, and keeps them on pages and images', async () => {
    for (const url of [
      '/assets/index-abc123.js',
      '/assets/index-abc123.css',
      '/assets/montserrat-latin-400-normal-abc.woff2',
    ]) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'strict-transport-security',
      ]) {
        expect(response.headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
    // a page, an SVG (which can be opened as a document) and a page asked for under /assets/
    for (const [url, accept] of [
      ['/tomadores', 'text/html'],
      ['/favicon.svg', '*/*'],
      ['/assets/nao-existe.js', 'text/html'],
    ]) {
      const response = await get(url, 'br', accept);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});

describe('compressing gateway answers', () => {
  let token: string;
  beforeAll(async () => {
    token = (await tokensFor(t.app, 'admin')).access_token;
  });

  const cities = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/Location/GetCities?stateProvinceId=35',
      headers: {
        ...bearer(token),
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it('compresses a large JSON answer for a client that accepts it', async () => {
    const plain = await cities();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD * 4);
    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await cities(acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(expected, response.rawPayload))).toEqual(plain.json());
    }
  });

  it('sends a small JSON answer as it is', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
