import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type LocalOidcProvider, startLocalOidcProvider } from '../api/waysIn/localOidcProvider';
import { acceptTermsIfAsked, DEMO_PASSWORD, launchBrowser, sideMenuKeys } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const ADVISOR_MENU = ['tomadores', 'propostasSeguradora', 'listaCorretoresAssessor'];
const BROKER_MENU = [
  'propostas',
  'tomadores',
  'usuarios',
  'segurados',
  'apolices',
  'documentos',
  'dadosCorretora',
];

/** Waits until the side menu shows exactly `expected` (it changes after a session switch). */
const menuBecomes = async (page: Page, expected: string[]) => {
  const deadline = Date.now() + 20_000;
  let keys: string[] = [];
  while (Date.now() < deadline) {
    keys = await sideMenuKeys(page);
    if (JSON.stringify(keys) === JSON.stringify(expected)) return;
    await page.waitForTimeout(200);
  }
  assert.deepEqual(keys, expected);
};

describe('ways in: advisor, single sign-on and directory login in Chromium', () => {
  let idp: LocalOidcProvider;
  let server: RunningServer;
  let browser: Browser;
  before(async () => {
    // a real OpenID provider for the demo tenant, configured through IDP_* (README)
    idp = await startLocalOidcProvider({ carla: { email: 'carla.duarte@riscoassessoria.com.br' } });
    server = await startServer({
      IDP_SLUG: 'garantia',
      IDP_ISSUER: idp.issuer,
      IDP_CLIENT_ID: idp.clientId,
      IDP_CLIENT_SECRET: idp.clientSecret,
    });
    idp.registerClient([`${server.baseUrl}/login-ad-garantia-callback`]);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await idp?.close();
  });

  it('the advisor acts as the demo broker and returns to the own session', async () => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    try {
      await page.goto(`${server.baseUrl}/login/assessor`);
      await page.getByRole('heading', { name: 'Acesso do assessor' }).waitFor();
      await page.getByLabel(/^Login/).fill('assessor');
      await page.getByLabel(/^Senha/).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
      await acceptTermsIfAsked(page);
      await menuBecomes(page, ADVISOR_MENU);

      await page.getByTestId('menu-item-listaCorretoresAssessor').click();
      await page.waitForURL(`${server.baseUrl}/corretor-assessoria`);
      const prime = page.getByRole('row', { name: /Prime Corretora de Seguros Ltda\./ });
      await prime.waitFor();
      assert.ok(
        await page.getByRole('row', { name: /Horizonte Corretora de Seguros/ }).isVisible(),
      );
      await prime
        .getByRole('button', { name: 'Atuar como Prime Corretora de Seguros Ltda.' })
        .click();

      await menuBecomes(page, BROKER_MENU);
      const acting = page.getByTestId('advisor-acting');
      assert.match(
        (await acting.textContent()) ?? '',
        /Atuando como Prime Corretora de Seguros Ltda\. — Carla Mendes Duarte/,
      );
      await page.waitForURL(`${server.baseUrl}/propostas`);
      const advisorInfo = await page.evaluate(() => localStorage.getItem('advisorInfo'));
      assert.equal(JSON.parse(advisorInfo ?? 'null')?.Username, 'assessor');

      // still acting after a reload
      await page.reload();
      await menuBecomes(page, BROKER_MENU);
      await acting.waitFor();

      await acting.getByRole('button', { name: 'Voltar ao assessor' }).click();
      await menuBecomes(page, ADVISOR_MENU);
      await page.waitForURL(`${server.baseUrl}/corretor-assessoria`);
      assert.equal(await page.getByTestId('advisor-acting').count(), 0);
      assert.equal(await page.evaluate(() => localStorage.getItem('advisorInfo')), null);
    } finally {
      await context.close();
    }
  });

  it('an administrator’s one-time link signs a user in and opens the page it names', async () => {
    const api = async (path: string, init: RequestInit = {}, token?: string) => {
      const response = await fetch(`${server.baseUrl}${path}`, {
        ...init,
        headers: {
          'content-type': 'application/json',
          companyKey: 'aval-demo',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
      assert.equal(response.status, 200, `${path}: ${await response.clone().text()}`);
      return response.json();
    };
    const { access_token } = await api('/api/Security/GetToken', {
      method: 'POST',
      body: JSON.stringify({ grant_type: 'password', username: 'admin', password: DEMO_PASSWORD }),
    });
    const users: { Login: string; UniqueId: string }[] = (
      await api('/api/Person/GetUsers', {}, access_token)
    ).Response;
    const analista = users.find((user) => user.Login === 'analista');
    assert.ok(analista);
    const { Url } = (
      await api(
        '/api/Security/IssueSsoToken',
        {
          method: 'POST',
          body: JSON.stringify({ UserInfoUniqueId: analista.UniqueId, ExtraPath: '/apolices' }),
        },
        access_token,
      )
    ).Response;
    assert.ok(Url.startsWith(`${server.baseUrl}/acesso/credentials-asd/`));

    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    try {
      await page.goto(Url);
      await page.waitForURL(`${server.baseUrl}/apolices`, { timeout: 20_000 });
      await acceptTermsIfAsked(page);
      const stored = await page.evaluate(() =>
        JSON.parse(localStorage.getItem('userInfo') ?? '{}'),
      );
      assert.equal(stored.Username, 'analista');

      // the link was single use
      await page.goto(Url);
      await page.getByTestId('page-credentials').waitFor({ timeout: 20_000 });
      assert.match(
        (await page.getByRole('alert').textContent()) ?? '',
        /Este link já foi utilizado\. Solicite um novo link\./,
      );
    } finally {
      await context.close();
    }
  });

  it('the directory login signs the advisor in through the local OpenID provider', async () => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    try {
      await page.goto(`${server.baseUrl}/login-entra-ad/garantia`);
      await page.waitForURL((url) => url.href.startsWith(`${idp.issuer}/interaction/`), {
        timeout: 20_000,
      });
      await page.locator('input[name="login"]').fill('carla');
      await page.locator('input[name="password"]').fill('senha-do-diretorio');
      await page.getByRole('button', { name: 'Sign-in' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();

      await page.waitForURL(`${server.baseUrl}/corretor-assessoria`, { timeout: 20_000 });
      await acceptTermsIfAsked(page);
      await menuBecomes(page, ADVISOR_MENU);
      const stored = await page.evaluate(() =>
        JSON.parse(localStorage.getItem('userInfo') ?? '{}'),
      );
      assert.equal(stored.Username, 'assessor');
    } finally {
      await context.close();
    }
  });
});
