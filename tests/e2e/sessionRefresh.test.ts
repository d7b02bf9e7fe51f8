import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, sideMenuKeys, signIn } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const ACCESS_TOKEN_TTL_SECONDS = 20;

describe('session refresh', () => {
  let server: RunningServer;
  let browser: Browser;
  before(async () => {
    // A short-lived access token lets the refresh path run within the test.
    server = await startServer({ ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS) });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  const accessToken = (page: Page) => page.evaluate(() => localStorage.getItem('access_token'));

  it('refreshes an expired token on a reload without losing the page', async () => {
    const page = await browser.newPage();
    await signIn(page, server.baseUrl, 'admin');
    await page.goto(`${server.baseUrl}/apolices`);
    await sideMenuKeys(page);
    const before = await accessToken(page);
    await page.waitForTimeout((ACCESS_TOKEN_TTL_SECONDS + 2) * 1000);
    await page.reload();
    await page.waitForFunction((old) => localStorage.getItem('access_token') !== old, before);
    // the refreshed page reloads itself 750 ms later (SessionRefreshDialog): read the menu after
    // that reload, not from the page about to go (a quick render may show it in between)
    let reloads = 0;
    page.on('load', () => (reloads += 1));
    await page.waitForEvent('load', { timeout: 20_000 });
    await sideMenuKeys(page);
    assert.equal(reloads, 1, 'the page reloads once after the refresh');
    assert.equal(new URL(page.url()).pathname, '/apolices');
    assert.ok(await accessToken(page), 'a new access token is stored');
    await page.close();
  });

  it('refreshes an expired token when the user moves on, and lands where they went', async () => {
    const page = await browser.newPage();
    await signIn(page, server.baseUrl, 'admin');
    await sideMenuKeys(page);
    const before = await accessToken(page);
    await page.waitForTimeout((ACCESS_TOKEN_TTL_SECONDS + 2) * 1000);
    await page.getByTestId('menu-item-tomadores').click();
    await page.waitForFunction((old) => localStorage.getItem('access_token') !== old, before);
    await page.waitForURL(/\/tomadores$/);
    await sideMenuKeys(page);
    assert.equal(new URL(page.url()).pathname, '/tomadores');
    await page.close();
  });

  it('refreshes an expired token when the user saves on a holder screen, and keeps the change', async () => {
    const page = await browser.newPage();
    await signIn(page, server.baseUrl, 'admin');
    await page.goto(`${server.baseUrl}/tomadores`);
    await page.getByRole('link', { name: 'Abrir Marcos Antônio Teixeira' }).click();
    await page.getByRole('heading', { name: 'Marcos Antônio Teixeira', level: 1 }).waitFor();
    const activity = 'Consultoria em engenharia de obras públicas';
    await page.getByLabel('Atividade principal').fill(activity);
    const before = await accessToken(page);
    await page.waitForTimeout((ACCESS_TOKEN_TTL_SECONDS + 2) * 1000);
    // the save goes through the dataProvider: the token is renewed first, then the write runs
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/PolicyHolder/SaveComplementarData') &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Salvar dados complementares' }).click();
    assert.equal((await saved).status(), 200);
    await page.waitForFunction((old) => localStorage.getItem('access_token') !== old, before);
    // the spec reloads the page after a refresh: the change is there, no error on screen
    await page.waitForLoadState('load');
    await page.getByRole('heading', { name: 'Marcos Antônio Teixeira', level: 1 }).waitFor();
    await page.waitForFunction(
      (text) => [...document.querySelectorAll('input')].some((input) => input.value === text),
      activity,
      { timeout: 20_000 },
    );
    assert.equal(
      await page
        .getByRole('alert')
        .filter({ hasText: /erro|Erro/ })
        .count(),
      0,
    );
    await page.close();
  });
});
