import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import type { ProposalDetail } from '../../domain/contracts/proposals';
import { formatDate } from '../../domain/format';
import type { RequestDocument } from '../../domain/requestDocuments';
import { localDayPlus } from '../../resources/propostas/wizard/wizardModel';
import { launchBrowser, signIn } from './support/browser';
import { gatewayAs, MINIMAL_PDF } from './support/gateway';
import { type RunningServer, startServer } from './support/server';

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

/** The success modal after an action, closed by hand once it says `message`. */
const closeSuccess = async (page: Page, message: string) => {
  const success = page.getByRole('dialog', { name: 'Sucesso' });
  await success.getByText(message).waitFor({ timeout: 30_000 });
  await success.getByRole('button', { name: 'Fechar' }).click();
  await success.waitFor({ state: 'detached' });
};

/** The detail's header: its title "Proposta nº …" and the status chip beside it. */
const detailHeader = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /^Proposta nº \d+$/ }).locator('..');

const waitForStatus = (page: Page, status: string) =>
  waitUntil(
    async () =>
      (await detailHeader(page).count()) > 0 &&
      (await detailHeader(page).innerText()).includes(status),
    `the proposal to show "${status}"`,
    30_000,
  );

interface EngineRun {
  engine: string;
  verdict: string;
  reasons: string[];
}

/** The engine runs of the detail's "Análise automática" tab, newest first. */
const engineRuns = async (page: Page): Promise<EngineRun[]> => {
  await page.getByRole('tab', { name: 'Análise automática' }).click();
  const card = page
    .locator('.MuiCard-root')
    .filter({ has: page.getByRole('heading', { name: 'Motores de aprovação automática' }) });
  await card.getByRole('heading', { level: 3 }).first().waitFor();
  return card.locator('li:has(h3)').evaluateAll((items) =>
    items.map((item) => ({
      engine: item.querySelector('h3')?.textContent ?? '',
      verdict: item.querySelector('.MuiChip-label')?.textContent ?? '',
      reasons: [...item.querySelectorAll('ul > li')].map((reason) => reason.textContent ?? ''),
    })),
  );
};

/** Each engine's latest run (the list is newest first). */
const latestRuns = (runs: EngineRun[]) => {
  const latest = new Map<string, EngineRun>();
  for (const run of runs) if (!latest.has(run.engine)) latest.set(run.engine, run);
  return latest;
};

const ENGINES = ['Cadastro', 'Crédito', 'PEP', 'Resseguro', 'Subscrição'];

/**
 * The PDF's text as pdftotext reads it: `text` in reading order, and the watermark (drawn one
 * letter per line over each page) as the drawing-order text without blanks.
 */
const pdfText = async (pdf: Buffer) => {
  const dir = await mkdtemp(join(tmpdir(), 'aval-e2e-pdf-'));
  try {
    const file = join(dir, 'minuta.pdf');
    await writeFile(file, pdf);
    const run = promisify(execFile);
    const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
    const { stdout: raw } = await run('pdftotext', ['-raw', file, '-']);
    return { text, watermark: raw.replace(/\s+/g, '') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

const ADJUSTMENT = 'Reduza a importância segurada para até R$ 1.000.000,00.';

describe('proposals: quoting, the engines, the insurer’s review and the contract draft', () => {
  let server: RunningServer;
  let browser: Browser;
  /** The broker (corretor). */
  let page: Page;
  /** The insurer's administrator (admin), in a session of its own. */
  let insurer: Page;
  /** The proposal the broker quotes in the wizard (IS R$ 500.000,00). */
  let proposalId = '';
  /** The one above the automatic maximum, quoted through the gateway (IS R$ 2.000.000,00). */
  let overMaximumId = '';

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
    insurer = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
    await signIn(page, server.baseUrl, 'corretor');
    await signIn(insurer, server.baseUrl, 'admin');
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
    proposalId = new URL(page.url()).searchParams.get('proposta') as string;

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
    const memory = page.getByRole('table', { name: 'Memória de cálculo' });
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

  it('the insurer marks both documents Conforme and re-runs the registration engine: Aguardando Emissão, every engine approved', async () => {
    await insurer.goto(`${server.baseUrl}/propostas-seguradora/proposta/1/${proposalId}`);
    await waitForStatus(insurer, 'Em análise');
    await insurer.getByRole('tab', { name: 'Documentos' }).click();
    for (const name of ['Edital', 'Contrato social']) {
      const row = insurer.getByRole('listitem', { name, exact: true });
      await row.getByRole('button', { name: 'Analisar' }).click();
      const dialog = insurer.getByRole('dialog', { name: `Analisar documento: ${name}` });
      await dialog.getByRole('radio', { name: 'Conforme' }).check();
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await closeSuccess(insurer, 'Parecer registrado.');
      await row.getByText('Conforme', { exact: true }).waitFor();
      assert.equal(await row.getByRole('button', { name: 'Analisar' }).count(), 0);
    }

    await insurer.getByRole('button', { name: 'Reprocessar motores' }).click();
    await insurer.getByRole('menuitem', { name: 'Motor Cadastro' }).click();
    await closeSuccess(insurer, 'Motor Cadastro reprocessado. Status: Aguardando Emissão.');
    await waitForStatus(insurer, 'Aguardando Emissão');
    const runs = await engineRuns(insurer);
    const latest = latestRuns(runs);
    assert.deepEqual([...latest.keys()].sort(), ENGINES, JSON.stringify(runs));
    for (const run of latest.values()) {
      assert.equal(run.verdict, 'Aprovado', JSON.stringify(run));
    }
    // the referral it replaces stays in the log, under the new run
    assert.equal(runs.filter((run) => run.engine === 'Cadastro').length, 2);
  });

  it('a proposal above the automatic maximum is referred: Em análise, naming R$ 1.000.000,00', async () => {
    // quoted through the gateway from the first one's parties, its documents sent and approved
    const broker = await gatewayAs(server.baseUrl, 'corretor');
    const analyst = await gatewayAs(server.baseUrl, 'admin');
    const detailOf = (uniqueId: string) =>
      broker.get<ProposalDetail>('/api/Proposal/GetProposalByUniqueId', {
        ProposalUniqueId: uniqueId,
      });
    const first = await detailOf(proposalId);
    const quote = await broker.post<ProposalDetail>('/api/Proposal/UpdateProposal', {
      PolicyHolderUniqueId: first.PolicyHolder.UniqueId,
      InsuredUniqueId: first.Insured?.UniqueId,
      InsuredLocationId: first.InsuredLocation?.Id,
      ModalityId: first.ModalityId,
      StartDate: first.StartDate,
      DeadlineDays: first.DeadlineDays,
      InsuredAmountValue: '2000000.00',
    });
    overMaximumId = quote.UniqueId;
    for (const name of ['Edital', 'Contrato social']) {
      const document = await broker.post<RequestDocument>(
        '/api/Proposal/SaveProposalRequestDocument',
        {
          ProposalUniqueId: quote.UniqueId,
          Name: name,
          ArchiveUniqueIds: [await broker.upload(`${name}.pdf`)],
        },
      );
      await analyst.post('/api/InsuranceCompany/ReviewRequestDocument', {
        RequestDocumentUniqueId: document.UniqueId,
        Version: document.Version,
        Status: 'Conforme',
        ReviewNote: null,
      });
    }
    const priced = await broker.post<ProposalDetail>('/api/Proposal/UpdateCalculateFinancialData', {
      ProposalUniqueId: quote.UniqueId,
      Version: (await detailOf(quote.UniqueId)).Version,
    });
    const submitted = await broker.post<ProposalDetail>('/api/Proposal/SubmitProposal', {
      ProposalUniqueId: quote.UniqueId,
      Version: priced.Version,
    });
    assert.equal(submitted.StatusName, 'Em análise');

    // what the insurer reads on the detail
    await insurer.goto(`${server.baseUrl}/propostas-seguradora/proposta/1/${overMaximumId}`);
    await waitForStatus(insurer, 'Em análise');
    const latest = latestRuns(await engineRuns(insurer));
    const subscription = latest.get('Subscrição');
    assert.equal(subscription?.verdict, 'Encaminhado à seguradora', JSON.stringify(subscription));
    assert.match(
      subscription.reasons.join(' '),
      /Importância segurada de R\$ 2\.000\.000,00 acima do máximo para emissão automática da modalidade "Licitante", que é de R\$ 1\.000\.000,00\./,
    );
    // the documents are Conforme: the subscription engine alone holds it
    for (const [engine, run] of latest) {
      if (engine !== 'Subscrição') assert.equal(run.verdict, 'Aprovado', JSON.stringify(run));
    }
  });

  it('the insurer asks for an adjustment; the broker lowers the IS to R$ 900.000,00 and resubmits: Aguardando Emissão', async () => {
    await insurer.getByRole('button', { name: 'Solicitar ajuste' }).click();
    const dialog = insurer.getByRole('dialog', { name: /^Solicitar ajuste na proposta nº \d+$/ });
    await dialog.getByRole('textbox', { name: /Observação ao corretor/ }).fill(ADJUSTMENT);
    await dialog.getByRole('button', { name: 'Solicitar ajuste' }).click();
    await closeSuccess(insurer, 'Ajuste solicitado ao corretor.');
    await waitForStatus(insurer, 'Aguardando Corretor');

    // the broker reads the observation and edits the proposal in the wizard
    await page.goto(`${server.baseUrl}/propostas/proposta/${overMaximumId}`);
    await waitForStatus(page, 'Aguardando Corretor');
    await page.getByText(ADJUSTMENT).waitFor();
    await page.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(new RegExp(`/dados-tomador\\?proposta=${overMaximumId}$`));
    await page.getByRole('region', { name: 'Limites e taxas do tomador' }).waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(new RegExp(`/dados-segurado\\?proposta=${overMaximumId}$`));
    await waitUntil(
      async () =>
        (await page.getByRole('combobox', { name: /Endereço do segurado/ }).innerText()).includes(
          'principal',
        ),
      'the saved address',
    );
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(new RegExp(`/dados-de-risco\\?proposta=${overMaximumId}$`));
    const amount = page.getByRole('textbox', { name: /Importância segurada/ });
    await waitUntil(
      async () => (await amount.inputValue()) === 'R$ 2.000.000,00',
      'the saved insured amount',
    );
    await amount.fill('90000000');
    assert.equal(await amount.inputValue(), 'R$ 900.000,00');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await page.waitForURL(new RegExp(`/resumo-da-proposta\\?proposta=${overMaximumId}$`));
    await page.getByTestId('proposal-summary').getByText('R$ 900.000,00').waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();

    // priced again, then sent again: the engines run again over the approved documents
    await page.waitForURL(new RegExp(`/dados-financeiros/${overMaximumId}$`));
    const memory = page.getByRole('table', { name: 'Memória de cálculo' });
    await memory.getByRole('row').nth(1).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Enviar proposta' }).click();
    const outcome = page.getByRole('region', { name: 'Resultado da análise automática' });
    await outcome.getByText(/^Proposta nº \d+ enviada$/).waitFor({ timeout: 30_000 });
    const status = await page.getByTestId('proposal-outcome-status').innerText();
    const logs = await outcome.getByTestId('engine-log').allInnerTexts();
    assert.match(status, /Aguardando Emissão/, `status: ${status}\n${logs.join('\n')}`);
    assert.equal(logs.length, 5, logs.join('\n'));
    for (const log of logs) assert.match(log, /Aprovada/, log);
  });

  it('the contract draft opens from the detail: a PDF with the holder, the IS in figures and words, the term and MINUTA', async () => {
    await page.goto(`${server.baseUrl}/propostas/proposta/${proposalId}`);
    await waitForStatus(page, 'Aguardando Emissão');
    // the button opens the signed link in a new tab: keep the link instead
    await page.evaluate(() => {
      const opened: string[] = [];
      Object.assign(window, { openedUrls: opened });
      window.open = (url?: string | URL) => {
        opened.push(String(url));
        return null;
      };
    });
    await page.getByRole('button', { name: 'Minuta do contrato' }).click();
    const opened = await page.waitForFunction(
      () => (window as unknown as { openedUrls: string[] }).openedUrls[0],
      undefined,
      { timeout: 30_000 },
    );
    const link = new URL(String(await opened.jsonValue()));
    assert.match(link.pathname + link.search, /^\/files\/.+\?exp=\d+&sig=/);
    // the link names the public address (localhost); the test reaches the server by its IP
    const response = await page.request.get(`${server.baseUrl}${link.pathname}${link.search}`);
    assert.equal(response.status(), 200);
    assert.equal(response.headers()['content-type'], 'application/pdf');
    const { text, watermark } = await pdfText(await response.body());
    for (const expected of [
      'Construtora Alvorada Ltda.',
      'Prefeitura Municipal de São Paulo',
      'Licitante',
      'R$ 500.000,00',
      'quinhentos mil reais',
      formatDate(localDayPlus(5)),
      formatDate(localDayPlus(95)),
    ]) {
      assert.ok(text.includes(expected), `"${expected}" not in the PDF:\n${text}`);
    }
    assert.match(watermark, /MINUTA/);
  });
});
