import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { screenAccess } from '../../domain/screenAccess';
import {
  acceptTermsIfAsked,
  DEMO_PASSWORD,
  launchBrowser,
  sideMenuKeys,
  signIn,
} from './support/browser';
import { type RunningServer, startServer } from './support/server';

/**
 * Every screen is a chunk fetched on first visit (src/routes.tsx): a chunk that fails to load,
 * or a screen that throws once loaded, must fail here, not in a user's browser.
 */
const watchFailures = (page: Page) => {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // leaving a screen cancels what it still had in flight: not a failure
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') {
      failures.push(`failed: ${request.url()} ${request.failure()?.errorText}`);
    }
  });
  page.on('response', (response) => {
    if (response.url().includes('/assets/') && response.status() >= 400) {
      failures.push(`${response.status()}: ${response.url()}`);
    }
  });
  return failures;
};

/**
 * The `page-*` test id of the screen on show, once one is and the screen has settled; a screen
 * that threw shows react-admin's error page instead.
 */
const screenShown = async (page: Page) => {
  const screen = page.locator('[data-testid^="page-"]').first();
  await screen.waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  assert.equal(await page.locator('.RaError-root').count(), 0, `error page on ${page.url()}`);
  return screen.getAttribute('data-testid');
};

describe('the code-split portal opens every screen', () => {
  let server: RunningServer;
  let browser: Browser;
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('paints the sign-in page without the portal, then the portal takes over', async () => {
    const page = await browser.newPage();
    const failures = watchFailures(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    try {
      await page.goto(`${server.baseUrl}/login`);
      await page.getByTestId('page-login').waitFor();
      await page.waitForLoadState('networkidle');
      // react-admin, Material UI and the router load with the portal, not with the first screen
      const portalChunks = scripts.filter((path) =>
        /\/assets\/(App|ui-common|mui-system|router)-/.test(path),
      );
      assert.deepEqual(portalChunks, [], 'portal chunks on the sign-in page');
      await page.getByLabel(/^Login/).fill('corretor');
      await page.getByLabel(/^Senha/).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: /entrar/i }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
      await acceptTermsIfAsked(page);
      assert.ok((await sideMenuKeys(page)).length > 0);
      assert.deepEqual(failures, []);
    } finally {
      await page.close();
    }
  });

  it('opens every access page without a session', async () => {
    const page = await browser.newPage();
    const failures = watchFailures(page);
    const accessPages = screenAccess
      .filter((screen) => screen.rule === 'public' || screen.rule === 'open')
      .filter((screen) => !screen.path.includes(':') || screen.path.startsWith('/login/'))
      .map((screen) => screen.path.replace('/:companyDns?', ''))
      .concat(['/primeiro-acesso/link-invalido', '/alterar-senha/link-invalido']);
    try {
      for (const path of accessPages) {
        await page.goto(`${server.baseUrl}${path}`);
        const shown = await screenShown(page);
        if (path !== '/error-404') assert.notEqual(shown, 'page-error-404', path);
      }
      assert.deepEqual(failures, []);
    } finally {
      await page.close();
    }
  });

  for (const login of ['admin', 'corretor', 'assessor', 'tomador']) {
    it(`${login} opens every item of the side menu`, async () => {
      const page = await browser.newPage();
      const failures = watchFailures(page);
      try {
        await signIn(page, server.baseUrl, login);
        for (const key of await sideMenuKeys(page)) {
          await page.getByTestId(`menu-item-${key}`).click();
          const shown = await screenShown(page);
          assert.ok(shown && !shown.startsWith('page-error'), `${key}: ${shown}`);
        }
        assert.deepEqual(failures, []);
      } finally {
        await page.close();
      }
    });
  }

  it('opens a signed-in screen by its address on the preloaded chunks, its stylesheets inline', async () => {
    const page = await browser.newPage();
    const failures = watchFailures(page);
    try {
      await signIn(page, server.baseUrl, 'admin');
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
      });
      await page.goto(`${server.baseUrl}/tomadores`);
      assert.equal(await screenShown(page), 'page-tomadores');
      // index.html carries the stylesheets inline: none is fetched again before the screen shows
      assert.deepEqual(stylesheets, []);
      // the signed-in layout and the access rules come with the page, not after the portal runs
      const preloaded = await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      assert.ok(preloaded.some((href) => /\/assets\/AuthenticatedLayout-/.test(href)));
      assert.ok(preloaded.some((href) => /\/assets\/canAccess-/.test(href)));
      assert.deepEqual(failures, []);
    } finally {
      await page.close();
    }
  });

  it('admin opens every signed-in screen by its address, none of them loading zod', async () => {
    const page = await browser.newPage();
    const failures = watchFailures(page);
    // zod is the gateway's validator: the portal takes only types from the contracts, and a value
    // imported from one brings zod and the contract's schemas into the screen (issue 17)
    const scriptsWithZod = new Set<string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.text().catch(() => '');
      if (body.includes('$ZodType')) scriptsWithZod.add(new URL(response.url()).pathname);
    });
    const paths = screenAccess
      .filter((screen) => screen.rule !== 'public' && screen.rule !== 'open')
      .filter((screen) => !screen.path.includes(':'))
      .map((screen) => screen.path);
    try {
      await signIn(page, server.baseUrl, 'admin');
      for (const path of paths) {
        await page.goto(`${server.baseUrl}${path}`);
        const shown = await screenShown(page);
        assert.notEqual(shown, 'page-error-404', path);
      }
      // a holder's page (its policies tab) and the wizard's steps were among zod's importers
      await page.goto(`${server.baseUrl}/tomadores`);
      await page.locator('table tbody tr td').first().click();
      await page.waitForURL(/\/tomador\//);
      await page.locator('[data-testid="page-tomador"]').waitFor();
      assert.equal(await screenShown(page), 'page-tomador');
      assert.deepEqual(failures, []);
      assert.deepEqual([...scriptsWithZod], []);
    } finally {
      await page.close();
    }
  });
});
