import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signIn } from './support/browser';
import { type RunningServer, startServer } from './support/server';

/** The holder names the list shows, in order (each name is a link "Abrir <name>"). */
const listedNames = async (page: Page) => {
  await page
    .getByRole('link', { name: /^Abrir / })
    .first()
    .waitFor({ timeout: 20_000 });
  return page.getByRole('link', { name: /^Abrir / }).allTextContents();
};

/** Waits until the list shows exactly `expected` (the list refetches after each change). */
const waitForNames = async (page: Page, expected: string[]) => {
  const deadline = Date.now() + 20_000;
  let names: string[] = [];
  while (Date.now() < deadline) {
    names = await listedNames(page);
    if (JSON.stringify(names) === JSON.stringify(expected)) return;
    await page.waitForTimeout(200);
  }
  assert.deepEqual(names, expected);
};

/** Clicks Exportar and reads the CSV the browser downloads, bytes and text. */
const exportCsv = async (page: Page) => {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('button', { name: 'Exportar' }).click(),
  ]);
  const path = await download.path();
  const bytes = await readFile(path);
  return { name: download.suggestedFilename(), bytes, text: bytes.toString('utf8') };
};

describe('record lists on react-admin: URL-kept state, sorting, Brazilian CSV, scope', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Page;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    admin = await (await browser.newContext({ locale: 'pt-BR', acceptDownloads: true })).newPage();
    await signIn(admin, server.baseUrl, 'admin');
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('keeps the filter and the page through opening a holder and pressing Back', async () => {
    // a shared link: five per page, by name
    await admin.goto(`${server.baseUrl}/tomadores?perPage=5&sort=Name&order=ASC&page=1`);
    await admin.getByTestId('page-tomadores').waitFor();
    await admin.getByLabel('Nome do tomador').fill('a');
    // the filter reaches the URL (and page 1) once typing pauses
    await admin.waitForURL(/policyHolderName/);
    await waitForNames(admin, [
      'Alvorada Incorporações Ltda.',
      'Construtora Alvorada Ltda.',
      'Engenharia Horizonte Azul S.A.',
      'Marcos Antônio Teixeira',
      'Metalúrgica Serra Verde S.A.',
    ]);
    await admin.getByRole('button', { name: 'Ir para a próxima página' }).click();
    const secondPage = [
      'Pavimentadora Rio Claro Ltda.',
      'Saneamento Vale do Sol Ltda.',
      'Serviços Gerais Atlântico Ltda.',
    ];
    await waitForNames(admin, secondPage);
    const listUrl = admin.url();
    assert.match(listUrl, /page=2/);

    await admin.getByRole('link', { name: 'Abrir Saneamento Vale do Sol Ltda.' }).click();
    await admin.getByRole('heading', { name: 'Saneamento Vale do Sol Ltda.', level: 1 }).waitFor();
    await admin.goBack();
    await waitForNames(admin, secondPage);
    assert.equal(admin.url(), listUrl);
    assert.equal(await admin.getByLabel('Nome do tomador').inputValue(), 'a');

    // the same link, reloaded, brings the same rows
    await admin.reload();
    await waitForNames(admin, secondPage);
  });

  it('sorts by name on the gateway, descending at the second click', async () => {
    await admin.goto(`${server.baseUrl}/tomadores?perPage=20&page=1&sort=CpfCnpj&order=ASC`);
    await listedNames(admin);
    const ascending = [
      'Alvorada Incorporações Ltda.',
      'Construtora Alvorada Ltda.',
      'Engenharia Horizonte Azul S.A.',
      'Marcos Antônio Teixeira',
      'Metalúrgica Serra Verde S.A.',
      'Pavimentadora Rio Claro Ltda.',
      'Saneamento Vale do Sol Ltda.',
      'Serviços Gerais Atlântico Ltda.',
    ];
    await admin.locator('thead').getByText('Nome', { exact: true }).click();
    await admin.waitForURL(/sort=Name/);
    await waitForNames(admin, ascending);
    await admin.locator('thead').getByText('Nome', { exact: true }).click();
    await admin.waitForURL(/order=DESC/);
    await waitForNames(admin, [...ascending].reverse());
  });

  it('exports every matching holder as a CSV Excel reads in Portuguese', async () => {
    await admin.goto(
      `${server.baseUrl}/tomadores?perPage=5&page=1&sort=LimitValue&order=DESC&filter=${encodeURIComponent('{}')}`,
    );
    await listedNames(admin);
    const csv = await exportCsv(admin);
    assert.match(csv.name, /^tomadores-\d{4}-\d{2}-\d{2}\.csv$/);
    assert.deepEqual([...csv.bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 byte-order mark');
    const lines = csv.text.slice(1).trimEnd().split('\r\n');
    assert.equal(
      lines[0],
      'Nome;CPF/CNPJ;Cidade;UF;Classe de risco;Limite total;Nome do grupo econômico;Situação',
    );
    // every holder, not only the five on screen, in the list's order (largest limit first)
    assert.equal(lines.length, 1 + 8);
    assert.match(
      lines[1],
      /^Engenharia Horizonte Azul S\.A\.;41\.268\.395\/0001-95;Porto Alegre;RS;/,
    );
    assert.match(lines[1], /;32\.000\.000,00;/);
    assert.ok(
      lines.some(
        (line) =>
          line.includes('Pavimentadora Rio Claro Ltda.') && line.endsWith('Ativo, Bloqueado'),
      ),
    );
  });

  it('exports the brokers with CNPJ masked and the registration date as DD/MM/YYYY', async () => {
    await admin.goto(`${server.baseUrl}/corretores`);
    await listedNames(admin);
    const csv = await exportCsv(admin);
    const lines = csv.text.slice(1).trimEnd().split('\r\n');
    assert.equal(lines[0], 'Razão social;CNPJ;Código SUSEP;E-mail;Telefone;Cadastrada em;Situação');
    const prime = lines.find((line) => line.startsWith('Prime Corretora de Seguros Ltda.;'));
    assert.ok(prime, lines.join('\n'));
    assert.match(prime, /;45\.812\.093\/0001-97;202031234567890;/);
    assert.match(prime, /;\d{2}\/\d{2}\/\d{4};/);
  });

  it('shows and exports to a broker only the holders nominated to it', async () => {
    const context = await browser.newContext({ locale: 'pt-BR', acceptDownloads: true });
    const broker = await context.newPage();
    try {
      await signIn(broker, server.baseUrl, 'corretor');
      await broker.goto(`${server.baseUrl}/tomadores`);
      const names = await listedNames(broker);
      assert.ok(names.includes('Metalúrgica Serra Verde S.A.'), names.join(', '));
      assert.ok(!names.includes('Engenharia Horizonte Azul S.A.'), names.join(', '));
      const csv = await exportCsv(broker);
      const exported = csv.text
        .slice(1)
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(';')[0]);
      assert.deepEqual([...exported].sort(), [...names].sort());
    } finally {
      await context.close();
    }
  });
});
