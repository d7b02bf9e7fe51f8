import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { formatDate } from '../../domain/format';
import { localDayPlus } from '../../resources/propostas/wizard/wizardModel';
import { launchBrowser, signIn } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const MINIMAL_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

const waitUntil = async (check: () => Promise<boolean>, what: string, timeout = 20_000) => {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`timed out waiting for ${what}`);
};

/** Picks an option of an MUI select (TextField select or react-admin SelectInput). */
const choose = async (page: Page, label: RegExp, option: RegExp) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
};

/** Searches an Autocomplete and takes the option that matches. */
const search = async (page: Page, label: RegExp, text: string, option: RegExp) => {
  await page.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: option }).click({ timeout: 20_000 });
};

const uploadDocument = async (page: Page, name: string) => {
  await page.getByRole('button', { name: `Enviar arquivos de ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Enviar arquivos: ${name}` });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: `${name.toLowerCase().replace(/\s+/g, '-')}.pdf`,
    mimeType: 'application/pdf',
    buffer: MINIMAL_PDF,
  });
  const send = dialog.getByRole('button', { name: 'Enviar', exact: true });
  await waitUntil(() => send.isEnabled(), 'the upload to finish');
  await send.click();
  await dialog.waitFor({ state: 'detached' });
};

describe('proposals: the broker quotes and submits a proposal in the wizard', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'pt-BR' });
    page = await context.newPage();
    await signIn(page, server.baseUrl, 'corretor');
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('quotes Alvorada / Prefeitura / Licitante, uploads the documents, calculates and submits', async () => {
    await page.goto(`${server.baseUrl}/propostas/nova-proposta`);
    await page.waitForURL(/\/propostas\/nova-proposta-new\/dados-tomador$/);
    await page.getByText('Primeiro passo: Tomador').waitFor();

    // step 1: the holder, its limits and rates; leaving it creates the quote
    await search(page, /^Tomador/, 'Alvorada', /Construtora Alvorada/);
    const limits = page.getByRole('region', { name: 'Limites e taxas do tomador' });
    await limits.getByText('Classe de risco').waitFor();
    assert.match(await limits.innerText(), /1,2 % a\.a\./);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/dados-segurado\?proposta=[0-9a-f-]{36}$/);
    const proposalId = new URL(page.url()).searchParams.get('proposta') as string;

    // step 2: the insured, with its main address preselected
    await search(page, /^Segurado/, 'Prefeitura', /Prefeitura Municipal de São Paulo/);
    await waitUntil(
      async () =>
        (await page.getByRole('combobox', { name: /Endereço do segurado/ }).innerText()).includes(
          'principal',
        ),
      'the main address',
    );
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(new RegExp(`/dados-de-risco\\?proposta=${proposalId}$`));

    // reload keeps the draft: the step reopens on the same proposal
    await page.reload();
    await page.getByText('Terceiro passo: Dados de risco').waitFor();

    // step 3: modality by branch and group, term of 90 days from 5 days ahead, IS 500.000
    await choose(page, /^Ramo/, /^0775/);
    await choose(page, /^Grupo/, /^Licitante$/);
    await choose(page, /^Modalidade/, /^Licitante$/);
    const start = localDayPlus(5);
    await page.getByRole('textbox', { name: /Início de vigência/ }).fill(formatDate(start));
    await page.getByRole('spinbutton', { name: /Prazo em dias/ }).fill('90');
    await waitUntil(
      async () =>
        (await page.getByRole('textbox', { name: /Fim de vigência/ }).inputValue()) ===
        formatDate(localDayPlus(95)),
      'the end date to follow the days',
    );
    await page.getByRole('textbox', { name: /Importância segurada/ }).fill('50000000');
    assert.equal(
      await page.getByRole('textbox', { name: /Importância segurada/ }).inputValue(),
      'R$ 500.000,00',
    );
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();

    // the modality's standard texts with their preview, and its required documents
    await page.getByTestId('proposal-term-preview').first().waitFor({ timeout: 20_000 });
    const documents = page.getByRole('region', { name: 'Documentos exigidos pela modalidade' });
    await documents.getByRole('button', { name: 'Enviar arquivos de Edital' }).waitFor();
    await documents.getByRole('button', { name: 'Enviar arquivos de Contrato social' }).waitFor();
    await uploadDocument(page, 'Edital');
    await uploadDocument(page, 'Contrato social');
    await waitUntil(
      async () => (await documents.getByTestId('sent-document').count()) === 2,
      'both documents sent',
    );
    // the insurer has not reviewed them yet
    assert.match(await documents.innerText(), /Pendente/);
    await page.getByRole('button', { name: 'Continuar' }).click();

    // step 4: the summary
    await page.waitForURL(new RegExp(`/resumo-da-proposta\\?proposta=${proposalId}$`));
    const summary = page.getByTestId('proposal-summary');
    await summary.getByText('R$ 500.000,00').waitFor();
    assert.match(await summary.innerText(), /Licitante/);
    assert.match(await summary.innerText(), /Prefeitura Municipal de São Paulo/);
    await page.getByRole('button', { name: 'Continuar' }).click();

    // step 5: the premium priced live with its calculation memory, then the submission
    await page.waitForURL(new RegExp(`/dados-financeiros/${proposalId}$`));
    const memory = page.getByRole('region', { name: 'Memória de cálculo' });
    await memory.getByRole('row').nth(1).waitFor({ timeout: 20_000 });
    const premium = page.getByRole('region', { name: 'Prêmio' });
    assert.match(await premium.innerText(), /R\$ \d/);
    await page.getByRole('button', { name: 'Enviar proposta' }).click();

    // the engines decide at once: the documents were sent but are not Conforme yet, so the
    // registration engine refers the proposal to the insurer (Em análise)
    const outcome = page.getByRole('region', { name: 'Resultado da análise automática' });
    await outcome.getByText(/^Proposta nº \d+ enviada$/).waitFor({ timeout: 30_000 });
    const status = await page.getByTestId('proposal-outcome-status').innerText();
    const logs = await outcome.getByTestId('engine-log').allInnerTexts();
    assert.match(status, /Em análise/, `status: ${status}\n${logs.join('\n')}`);
    assert.equal(logs.length, 5, logs.join('\n'));
    const registration = logs.find((log) => log.startsWith('Cadastro')) ?? '';
    assert.match(registration, /Encaminhada/, registration);
    assert.match(registration, /Documento "Edital" com status "Pendente"/, registration);
    assert.match(registration, /Documento "Contrato social" com status "Pendente"/, registration);

    await outcome.getByRole('button', { name: 'Ver proposta' }).click();
    await page.waitForURL(new RegExp(`/propostas/proposta/${proposalId}$`));
  });
});
