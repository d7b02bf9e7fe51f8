import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_PRELOADS_FILE } from '../../domain/signInPath';
import { PORTAL_CONFIG_ELEMENT_ID } from '../../domain/tenantHost';
import { PORTAL_LOADING_HTML } from '../../server/http/portalPage';
import { SECOND_COMPANY_NAME, SECOND_DNS } from './support/secondTenant';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let portalDir: string;
let app: FastifyInstance;
/** What build/portalPreloads.ts writes: the portal's chunks, which index.html does not name. */
const PRELOADS = ['/assets/App-abc123.js', '/assets/ui-common-def456.js'];
/** …and those the signed-in screens add (their layout, the access rules). */
const SIGNED_IN_PRELOADS = ['/assets/AuthenticatedLayout-ghi789.js', '/assets/canAccess-jkl012.js'];
const html =
  '<!doctype html><html><head><title>Aval</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  t = await createTestApp();
  portalDir = mkdtempSync(join(tmpdir(), 'aval-page-'));
  writeFileSync(join(portalDir, 'index.html'), html);
  writeFileSync(
    join(portalDir, PORTAL_PRELOADS_FILE),
    JSON.stringify({ portal: PRELOADS, signedIn: SIGNED_IN_PRELOADS }),
  );
  app = await t.variant({}, { portalDir });
});
afterAll(async () => {
  await t.close();
  rmSync(portalDir, { recursive: true, force: true });
});

const page = (url: string, host = 'localhost') =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', host } });

/** The data block's JSON, as src/providers/inlinedConfig.ts reads it. */
const inlined = (body: string) => {
  const match = new RegExp(
    `<script type="application/json" id="${PORTAL_CONFIG_ELEMENT_ID}">(.*?)</script>`,
  ).exec(body);
  return match ? (JSON.parse(match[1]) as { host: string; config: Record<string, unknown> }) : null;
};

describe('the portal page carries its tenant config (no round trip before the first paint)', () => {
  it('inlines the config of the tenant answering the host, as GetPortalConfig gives it', async () => {
    const response = await page('/login');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const found = inlined(response.body);
    expect(found?.host).toBe('localhost');
    const answer = await app.inject({
      method: 'GET',
      url: '/api/Application/GetPortalConfig?dns=localhost',
    });
    expect(found?.config).toEqual(answer.json().Response);
    expect(response.body.replace(/<script type="application\/json".*?<\/script>/, '')).toBe(html);
  });

  it('follows the host a deep link names and the simula- segment of the sign-in path', async () => {
    expect(inlined((await page('/tomadores', SECOND_DNS)).body)?.config.companyName).toBe(
      SECOND_COMPANY_NAME,
    );
    const simulated = inlined((await page(`/login/simula-${SECOND_DNS}/assessor`)).body);
    expect(simulated?.host).toBe(SECOND_DNS);
    expect(simulated?.config.companyName).toBe(SECOND_COMPANY_NAME);
  });

  it('inlines nothing for a host no tenant answers, and the page still opens', async () => {
    const response = await page('/login', 'nobody.example');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(html);
  });

  it('escapes the config so no value can end the data block', async () => {
    // a tenant name is free text the insurer types
    await t.db.execute(
      sql`update companies set name = 'Seguros </script><script>alert(1)</script>' where id = (select company_id from company_dns where dns = 'localhost')`,
    );
    const response = await page('/login');
    expect(response.body).not.toContain('<script>alert(1)');
    expect(inlined(response.body)?.config.companyName).toBe(
      'Seguros </script><script>alert(1)</script>',
    );
  });
});

describe('the portal page preloads the portal on every page but sign-in (issue 17)', () => {
  const preloaded = (body: string) =>
    [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1],
    );

  it('names the portal chunks and the signed-in ones in the head of a signed-in screen and a deep link', async () => {
    for (const path of [
      '/tomadores',
      '/apolice/0b5e3f5e-1f0a-4a8e-9d6e-1c1f0f2d3a4b',
      '/tomador/0b5e3f5e-1f0a-4a8e-9d6e-1c1f0f2d3a4b?aba=dados',
      '/',
    ]) {
      const body = (await page(path)).body;
      expect(preloaded(body), path).toEqual([...PRELOADS, ...SIGNED_IN_PRELOADS]);
      expect(body.indexOf('rel="modulepreload"')).toBeLessThan(body.indexOf('</head>'));
    }
  });

  it('names only the portal chunks on the other access screens, which have no signed-in layout', async () => {
    for (const path of [
      '/credentials',
      '/iniciar-cadastro',
      '/primeiro-acesso/abc',
      '/recuperacao-da-senha',
      '/validar-apolice',
    ]) {
      expect(preloaded((await page(path)).body), path).toEqual(PRELOADS);
    }
  });

  it('leaves them out of the sign-in page, which paints without them', async () => {
    for (const path of ['/login', '/login/', '/login/assessor', `/login/simula-${SECOND_DNS}`]) {
      const body = (await page(path)).body;
      expect(preloaded(body), path).toEqual([]);
      expect(body, path).toContain('<div id="root"></div>');
    }
  });

  it('paints a loading text in the root of every other page before the scripts run', async () => {
    for (const path of ['/tomadores', '/']) {
      expect((await page(path)).body, path).toContain(
        `<div id="root">${PORTAL_LOADING_HTML}</div>`,
      );
    }
  });
});
