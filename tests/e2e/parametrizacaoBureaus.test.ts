import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signIn } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const tableRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Bureaus de Processos judiciais' })
    .locator('tbody tr')
    .allInnerTexts();

describe('parameterisation: bureaus per query type, PJ query settings and broker profile', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'pt-BR' });
    page = await context.newPage();
    await signIn(page, server.baseUrl, 'admin');
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('adds a bureau to a query type and raises its priority; both survive a reload', async () => {
    await page.goto(`${server.baseUrl}/parametrizacao/bureaus-consulta`);
    await page.getByRole('link', { name: 'Processos judiciais' }).click();
    await page.getByRole('table', { name: 'Bureaus de Processos judiciais' }).waitFor();
    await page.getByRole('button', { name: 'Adicionar bureau' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /^Bureau/ }).click();
    await page.getByRole('option', { name: 'Neoway' }).click();
    await dialog.getByRole('textbox', { name: /^Validade do resultado/ }).fill('45');
    await dialog.getByRole('textbox', { name: 'Custo por consulta' }).fill('650');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Neoway', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Subir a prioridade de Neoway' }).click();
    await page
      .getByRole('button', { name: 'Subir a prioridade de Neoway' })
      .and(page.locator('[disabled]'))
      .waitFor();

    await page.reload();
    await page.getByRole('table', { name: 'Bureaus de Processos judiciais' }).waitFor();
    const rows = await tableRows(page);
    assert.match(rows[0], /1º\s+Neoway\s+45 dias\s+R\$ 6,50/);
    assert.match(rows[1], /2º\s+BigDataCorp/);
    await page
      .getByText(
        /Neoway: prioridade 2; validade 45 dias; ativo; custo R\$ 6,50 → Neoway: prioridade 1/,
      )
      .waitFor();
  });

  it('changes a PJ query setting and sees it after a reload', async () => {
    await page.goto(`${server.baseUrl}/parametrizacao/consulta-pj`);
    const age = page.getByRole('textbox', { name: 'Idade mínima da empresa (meses)' });
    await age.fill('36');
    await page.getByRole('checkbox', { name: 'Processos judiciais' }).check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Configuração de consulta PJ salva.').waitFor();
    await page.reload();
    await page.getByRole('textbox', { name: 'Idade mínima da empresa (meses)' }).waitFor();
    assert.equal(
      await page.getByRole('textbox', { name: 'Idade mínima da empresa (meses)' }).inputValue(),
      '36',
    );
    assert.equal(
      await page.getByRole('checkbox', { name: 'Processos judiciais' }).isChecked(),
      true,
    );
    await page.getByText('Idade mínima da empresa (meses): 12 → 36').waitFor();
  });

  it('sets the broker profile and sees it after a reload', async () => {
    await page.goto(`${server.baseUrl}/parametrizacao/broker-profile`);
    const master = page.getByRole('combobox', { name: 'Perfil do usuário master da corretora' });
    await master.click();
    await page.getByRole('option', { name: 'Corretor', exact: true }).click();
    await page.getByRole('textbox', { name: 'Comissão máxima (%)' }).fill('25');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Configuração de perfil do corretor salva.').waitFor();
    await page.reload();
    await master.waitFor();
    assert.equal(await master.inputValue(), 'Corretor');
    assert.equal(
      await page.getByRole('textbox', { name: 'Comissão máxima (%)' }).inputValue(),
      '25,00',
    );
    await page.getByText('Perfil do usuário master da corretora: Padrão → Corretor').waitFor();
  });
});
