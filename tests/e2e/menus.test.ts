import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, sideMenuKeys, signIn } from './support/browser';
import { type RunningServer, startServer } from './support/server';

/**
 * What each demo user must see in the side menu, in order. Written out by hand from the seeded
 * profiles (README's table) so that a wrong grant, variant or order in the app shows up here.
 */
const expectedMenus: Record<string, string[]> = {
  admin: [
    'kanban',
    'tomadores',
    'usuarios',
    'segurados',
    'parametrizacao',
    'apolices',
    'propostasSeguradora',
    'bi',
    'documentos',
    'corretores',
    'integracoes',
    'consultasBureau',
  ],
  analista: [
    'kanban',
    'tomadores',
    'segurados',
    'apolices',
    'propostasSeguradora',
    'documentos',
    'corretores',
  ],
  assessor: ['tomadores', 'propostasSeguradora', 'listaCorretoresAssessor'],
  corretor: [
    'propostas',
    'tomadores',
    'usuarios',
    'segurados',
    'apolices',
    'documentos',
    'dadosCorretora',
  ],
  agente: ['propostas', 'tomadores', 'apolices'],
  tomador: ['apolices', 'propostas'],
};

describe('each demo user sees exactly the menu its permissions allow', () => {
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

  for (const [login, expected] of Object.entries(expectedMenus)) {
    it(`${login} signs in in pt-BR and sees ${expected.length} menu items`, async () => {
      const context = await browser.newContext({ locale: 'pt-BR' });
      const page = await context.newPage();
      try {
        await signIn(page, server.baseUrl, login);
        assert.deepEqual(await sideMenuKeys(page), expected);
        assert.equal(await page.locator('html').getAttribute('lang'), 'pt-BR');
      } finally {
        await context.close();
      }
    });
  }
});
