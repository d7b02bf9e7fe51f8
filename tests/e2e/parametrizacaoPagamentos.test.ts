import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signIn } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const WAIT = { timeout: 20_000 };

describe('payment parameters and general conditions, as the insurer’s administrator', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await browser.newContext({ locale: 'pt-BR' });
    page = await context.newPage();
    await signIn(page, server.baseUrl, 'admin');
  });

  after(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('changes the maximum instalments of Boleto and sees the change in its history', async () => {
    await page.goto(`${server.baseUrl}/parametrizacao/pagamentos`);
    await page.getByRole('tab', { name: 'Boleto bancário', selected: true }).waitFor(WAIT);
    const max = page.getByRole('spinbutton', { name: 'Número máximo de parcelas' });
    assert.equal(await max.inputValue(), '10');
    await max.fill('8');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Parâmetro de pagamento salvo.').waitFor(WAIT);

    await page.getByRole('tab', { name: 'Histórico' }).click();
    await page.getByText('Número máximo de parcelas: 10 → 8').waitFor(WAIT);
    await page
      .getByText(/por Ana Paula Ribeiro/)
      .first()
      .waitFor(WAIT);

    await page.reload();
    await page.getByRole('tab', { name: 'Boleto bancário', selected: true }).waitFor(WAIT);
    assert.equal(
      await page.getByRole('spinbutton', { name: 'Número máximo de parcelas' }).inputValue(),
      '8',
    );
  });

  it('publishes a new version of the public-sector conditions and sees it in force and in the history', async () => {
    await page.goto(`${server.baseUrl}/parametrizacao/condicoes-gerais`);
    await page.getByRole('tab', { name: 'Setor público' }).click();
    await page.getByRole('heading', { name: /^Versão 2 · / }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Publicar nova versão' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova versão 3 · Setor público' });
    await dialog.waitFor(WAIT);
    const title = 'Condições gerais – Setor Público (revisão e2e)';
    await dialog.getByRole('textbox', { name: 'Título' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Processo SUSEP' }).fill('15414.905555/2026-10');
    const editor = dialog.getByRole('textbox', { name: /^Texto das condições gerais/ });
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Cláusula 7 – Foro: fica eleito o foro do domicílio do segurado.');
    await dialog.getByRole('button', { name: 'Publicar' }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });

    await page.getByRole('heading', { name: `Versão 3 · ${title}` }).waitFor(WAIT);
    const versions = page.getByRole('list', { name: 'Versões' });
    const newest = versions.getByRole('button', { name: /Versão 3/ });
    await newest.getByText('Em vigor').waitFor(WAIT);
    await versions
      .getByRole('button', { name: /Versão 2/ })
      .getByText('Substituída')
      .waitFor(WAIT);
    await page.getByText(/Cláusula 7 – Foro/).waitFor(WAIT);

    await page.getByRole('tab', { name: 'Histórico de alterações' }).click();
    await page.getByText('Versão: 2 → 3').waitFor(WAIT);
    await page
      .getByText(`Título: Condições gerais – Seguro Garantia Setor Público (Lei 14.133) → ${title}`)
      .waitFor(WAIT);
    await page
      .getByText('Processo SUSEP: 15414.902345/2024-07 → 15414.905555/2026-10')
      .waitFor(WAIT);
  });
});
