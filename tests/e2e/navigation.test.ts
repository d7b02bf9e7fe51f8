import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, sideMenuKeys, signIn } from './support/browser';
import { type RunningServer, startServer } from './support/server';

describe('navigation guard and sign-out', () => {
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

  it('sends a visitor without a session to the login page', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/apolices`);
    await page.getByTestId('page-login').waitFor();
    assert.match(new URL(page.url()).pathname, /^\/login/);
    await page.close();
  });

  it('shows the 401 page on a route the user may not open', async () => {
    const page = await browser.newPage();
    await signIn(page, server.baseUrl, 'tomador');
    await page.goto(`${server.baseUrl}/parametrizacao/menu`);
    await page.getByTestId('page-error-401').waitFor();
    await page.close();
  });

  it('shows the 404 page on an unknown route', async () => {
    const page = await browser.newPage();
    await signIn(page, server.baseUrl, 'corretor');
    await page.goto(`${server.baseUrl}/rota-que-nao-existe`);
    await page.getByTestId('page-error-404').waitFor();
    await page.close();
  });

  it('signs out and then asks for the login again', async () => {
    const page = await browser.newPage();
    await signIn(page, server.baseUrl, 'analista');
    await sideMenuKeys(page);
    await page
      .getByRole('button', { name: /perfil|usuário|conta/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: /sair/i }).click();
    await page.getByTestId('page-login').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('userInfo')), null);
    await page.goto(`${server.baseUrl}/kanban`);
    await page.getByTestId('page-login').waitFor();
    await page.close();
  });
});
