import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signIn } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const TOKEN_URL = /\/editar-modalidade-(renovacao|aniversario)\/[0-9a-f-]{36}$/;

/** A history entry ("Label: antigo → novo") of the change history on screen. */
const historyLine = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Histórico de alterações' }).getByText(text, { exact: true });

const chooseModality = async (page: Page, name: string) => {
  await page.getByRole('combobox', { name: /^Modalidade/ }).click();
  await page.getByRole('option', { name, exact: true }).click();
};

describe('parameterisation: renewal and anniversary endorsement, end to end', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Page;
  let renewalRuleUrl = '';

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    admin = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
    await signIn(admin, server.baseUrl, 'admin');
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the insurer changes the renewal defaults and sees the change in the history', async () => {
    await admin.goto(`${server.baseUrl}/parametrizacao/menu`);
    await admin.getByRole('link', { name: /^Renovação/ }).click();
    await admin.getByTestId('page-renovacao').waitFor();
    await admin.getByRole('link', { name: /^Configurar renovação/ }).click();
    await admin.getByTestId('page-configurar-renovacao').waitFor();

    const days = admin.getByLabel(/^Dias antes do vencimento para abrir a renovação/);
    await days.waitFor();
    assert.equal(await days.inputValue(), '60');
    await days.fill('45');
    await admin.getByLabel(/^Avisar o corretor/).fill('30');
    await admin.getByRole('button', { name: 'Salvar' }).click();
    await admin.getByText('Configuração de renovação salva.').waitFor();
    await historyLine(admin, 'Dias antes do vencimento para abrir a renovação: 60 → 45').waitFor();
    await historyLine(admin, 'Avisar o corretor (dias antes do vencimento): 90 → 30').waitFor();
    await admin.getByText('Versão 2').waitFor();
  });

  it('creates a modality renewal rule, edits it by its token URL and sees it listed and in its history', async () => {
    await admin.goto(`${server.baseUrl}/parametrizacao/renovacao/modalidades-renovacao`);
    await admin.getByTestId('page-modalidades-renovacao').waitFor();
    await admin.getByRole('link', { name: 'Nova regra' }).click();
    await admin.getByTestId('page-criar-modalidade-renovacao').waitFor();
    await chooseModality(admin, 'Fornecedor');
    await admin.getByLabel(/^Número máximo de renovações/).fill('2');
    await admin.getByRole('combobox', { name: /^Índice de atualização/ }).click();
    await admin.getByRole('option', { name: 'IGP-M' }).click();
    await admin.getByRole('button', { name: 'Criar regra' }).click();
    await admin.waitForURL(TOKEN_URL, { timeout: 20_000 });
    renewalRuleUrl = admin.url();

    // the token URL works as a deep link
    await admin.goto(renewalRuleUrl);
    await admin.getByRole('heading', { name: 'Fornecedor', level: 1 }).waitFor();
    await historyLine(admin, 'Modalidade: — → Fornecedor').waitFor();
    await admin.getByLabel(/^Dias antes do vencimento/).fill('30');
    await admin.getByRole('button', { name: 'Salvar' }).click();
    await admin.getByText('Regra de renovação salva.').waitFor();
    await historyLine(admin, 'Dias antes do vencimento: — → 30').waitFor();

    await admin.goto(`${server.baseUrl}/parametrizacao/renovacao/modalidades-renovacao`);
    const row = admin.getByRole('row').filter({ hasText: 'Fornecedor' });
    await row.waitFor({ timeout: 20_000 });
    const cells = await row.getByRole('cell').allInnerTexts();
    assert.deepEqual(cells.slice(1, 5), ['Automática', '30', '2', 'IGP-M']);
  });

  it('creates an anniversary rule for a modality and sees it listed and in its history', async () => {
    await admin.goto(`${server.baseUrl}/parametrizacao/endosso`);
    await admin.getByRole('link', { name: /^Modalidades com endosso de aniversário/ }).click();
    await admin.getByTestId('page-modalidades-aniversario').waitFor();
    await admin.getByRole('link', { name: 'Nova regra' }).click();
    await chooseModality(admin, 'Fornecedor');
    await admin.getByLabel(/^Dias antes do aniversário/).fill('15');
    await admin.getByRole('button', { name: 'Criar regra' }).click();
    await admin.waitForURL(TOKEN_URL, { timeout: 20_000 });
    await admin.getByRole('heading', { name: 'Fornecedor', level: 1 }).waitFor();
    await historyLine(admin, 'Dias antes do aniversário: — → 15').waitFor();

    await admin.goto(`${server.baseUrl}/parametrizacao/endosso/modalidades-aniversario`);
    const row = admin.getByRole('row').filter({ hasText: 'Fornecedor' });
    await row.waitFor({ timeout: 20_000 });
    const cells = await row.getByRole('cell').allInnerTexts();
    assert.deepEqual(cells.slice(1, 4), ['Gera endosso', '15', 'IPCA (padrão)']);
  });
});
