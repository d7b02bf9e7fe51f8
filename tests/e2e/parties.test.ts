import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { maskCnpj } from '../../domain/cpfCnpj';
import { cnpjWithCheckDigits, cpfWithCheckDigits } from '../../server/db/seed/documentNumbers';
import { launchBrowser, signIn } from './support/browser';
import { MINIMAL_PDF } from './support/gateway';
import { type RunningServer, startServer } from './support/server';

const NEW_BROKER = {
  name: 'Vanguarda Corretora de Seguros Ltda.',
  cnpj: cnpjWithCheckDigits('634817200001'),
  susep: '202046813579',
  email: 'contato@vanguardacorretora.com.br',
  phone: '1133445566',
  user: {
    name: 'Renata Campos Vieira',
    cpf: cpfWithCheckDigits('527193846'),
    login: 'renata.vanguarda',
    email: 'renata@vanguardacorretora.com.br',
  },
};

const HOLDER_ROOT = '73914620';
const NEW_HOLDER = {
  name: 'Construtora Pioneira do Cerrado Ltda.',
  cnpj: cnpjWithCheckDigits(`${HOLDER_ROOT}0001`),
  branch: cnpjWithCheckDigits(`${HOLDER_ROOT}0007`),
};

const DOCUMENT_NAME = 'Contrato social consolidado';
const FILE_NAME = 'contrato-social.pdf';
const BLOCK_JUSTIFICATION = 'Bloqueio preventivo: certidão negativa de débitos vencida.';

/** The success modal the documents panel shows after each action, closed by hand. */
const closeSuccess = async (page: Page, message: string) => {
  const success = page.getByRole('dialog', { name: 'Sucesso' });
  await success.getByText(message).waitFor();
  await success.getByRole('button', { name: 'Fechar' }).click();
  await success.waitFor({ state: 'detached' });
};

describe('parties: brokers and policy holders, end to end', () => {
  let server: RunningServer;
  let browser: Browser;
  let adminContext: BrowserContext;
  let admin: Page;
  /** /tomador/:id of the holder the administrator registers. */
  let newHolderPath = '';

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    adminContext = await browser.newContext({ locale: 'pt-BR' });
    admin = await adminContext.newPage();
    await signIn(admin, server.baseUrl, 'admin');
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the insurer registers a broker, who appears in the broker list', async () => {
    await admin.goto(`${server.baseUrl}/corretores/cadastrar-novo-corretor`);
    const form = admin.getByTestId('page-cadastrar-corretor');
    await form.getByRole('heading', { name: 'Cadastrar novo corretor' }).waitFor();
    await form.getByLabel(/^Razão social da corretora/).fill(NEW_BROKER.name);
    await form.getByLabel(/^CNPJ da corretora/).fill(NEW_BROKER.cnpj);
    assert.equal(
      await form.getByLabel(/^CNPJ da corretora/).inputValue(),
      maskCnpj(NEW_BROKER.cnpj),
    );
    await form.getByLabel(/^Código SUSEP/).fill(NEW_BROKER.susep);
    await form.getByLabel(/^E-mail da corretora/).fill(NEW_BROKER.email);
    await form.getByLabel(/^Telefone da corretora/).fill(NEW_BROKER.phone);
    await form.getByLabel(/^Nome do usuário/).fill(NEW_BROKER.user.name);
    await form.getByLabel(/^CPF do usuário/).fill(NEW_BROKER.user.cpf);
    await form.getByLabel(/^Login do usuário/).fill(NEW_BROKER.user.login);
    await form.getByLabel(/^E-mail do usuário/).fill(NEW_BROKER.user.email);
    await form.getByRole('button', { name: 'Cadastrar corretora' }).click();

    const success = admin.getByRole('dialog', { name: 'Sucesso' });
    await success
      .getByText(
        `Corretora cadastrada. Enviamos para ${NEW_BROKER.user.email} o link de primeiro acesso do usuário ${NEW_BROKER.user.login}.`,
      )
      .waitFor({ timeout: 20_000 });
    await success.getByRole('button', { name: 'Fechar' }).click();
    await admin.waitForURL((url) => url.pathname.startsWith('/corretor/'));

    await admin.goto(`${server.baseUrl}/corretores`);
    await admin.getByTestId('page-corretores').waitFor();
    const row = admin.getByRole('row', { name: new RegExp(NEW_BROKER.name.replace(/\./g, '\\.')) });
    await row.waitFor({ timeout: 20_000 });
    assert.match(
      await row.innerText(),
      new RegExp(maskCnpj(NEW_BROKER.cnpj).replace(/[./]/g, '\\$&')),
    );
    assert.match(await row.innerText(), new RegExp(NEW_BROKER.susep));
  });

  it('the insurer registers a policy holder and adds a branch', async () => {
    await admin.goto(`${server.baseUrl}/tomadores`);
    await admin.getByTestId('page-tomadores').waitFor();
    await admin.getByRole('button', { name: 'Novo tomador' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Novo tomador' });
    await dialog.getByLabel(/^Nome/).fill(NEW_HOLDER.name);
    await dialog.getByLabel(/^CPF\/CNPJ/).fill(NEW_HOLDER.cnpj);
    assert.equal(await dialog.getByLabel(/^CPF\/CNPJ/).inputValue(), maskCnpj(NEW_HOLDER.cnpj));
    await dialog.getByRole('button', { name: 'Cadastrar' }).click();
    await admin.waitForURL((url) => url.pathname.startsWith('/tomador/'), { timeout: 20_000 });
    newHolderPath = new URL(admin.url()).pathname;
    await admin.getByRole('heading', { name: NEW_HOLDER.name, level: 1 }).waitFor();

    await admin.getByRole('tab', { name: 'Filiais' }).click();
    await admin
      .getByText(`Mesma raiz do CNPJ do tomador: ${maskCnpj(NEW_HOLDER.cnpj).slice(0, 10)}`)
      .waitFor();
    await admin.getByText('Nenhuma filial cadastrada.').waitFor();
    await admin.getByLabel(/^CNPJ da filial/).fill(NEW_HOLDER.branch);
    await admin.getByRole('button', { name: 'Incluir filial' }).click();
    await admin.getByText('Filial incluída.').waitFor();
    await admin
      .getByRole('listitem')
      .filter({ hasText: maskCnpj(NEW_HOLDER.branch) })
      .waitFor();
    assert.equal(await admin.getByText('Nenhuma filial cadastrada.').count(), 0);
  });

  it('adds an address found by its CEP', async () => {
    await admin.getByRole('tab', { name: 'Endereços' }).click();
    await admin.getByText('Nenhum endereço cadastrado.').waitFor();
    await admin.getByRole('button', { name: 'Adicionar endereço' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Novo endereço' });
    await dialog.getByLabel(/^CEP/).fill('01310100');
    assert.equal(await dialog.getByLabel(/^CEP/).inputValue(), '01310-100');
    await dialog.getByText('Endereço encontrado pelo CEP.').waitFor({ timeout: 20_000 });
    assert.equal(await dialog.getByLabel(/^Logradouro/).inputValue(), 'Avenida Paulista');
    assert.equal(await dialog.getByLabel(/^Bairro/).inputValue(), 'Bela Vista');
    assert.equal(await dialog.getByRole('combobox', { name: /^Estado/ }).inputValue(), 'São Paulo');
    const city = dialog.getByRole('combobox', { name: /^Cidade/ });
    await waitForValue(city, 'São Paulo');
    await dialog.getByLabel(/^Número/).fill('2000');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });

    const address = admin.getByRole('listitem').filter({ hasText: 'Avenida Paulista, 2000' });
    await address.waitFor();
    assert.match(await address.innerText(), /Bela Vista - São Paulo\/SP - CEP 01310-100/);
  });

  it('creates a document, uploads a PDF to it, deletes it and restores it', async () => {
    await admin.getByRole('tab', { name: 'Documentos' }).click();
    const panel = admin
      .locator('.MuiCard-root')
      .filter({ has: admin.getByRole('heading', { name: 'Documentos do tomador' }) });
    await panel.getByText('Nenhum documento solicitado.').waitFor();
    await panel.getByRole('button', { name: 'Novo documento' }).click();
    const create = admin.getByRole('dialog', { name: 'Novo documento' });
    await create.getByLabel(/^Nome do documento/).fill(DOCUMENT_NAME);
    await create.getByLabel(/^Descrição/).fill('Última alteração registrada na junta comercial.');
    await create.getByRole('button', { name: 'Salvar' }).click();
    await closeSuccess(admin, 'Documento criado.');

    const active = panel.getByRole('list', { name: 'Documentos do tomador' });
    const row = active.getByRole('listitem', { name: DOCUMENT_NAME });
    await row.getByText('Nenhum arquivo enviado.').waitFor();
    await row.getByRole('button', { name: 'Enviar arquivos' }).click();
    const upload = admin.getByRole('dialog', { name: `Enviar arquivos: ${DOCUMENT_NAME}` });
    await upload.locator('input[type="file"]').setInputFiles({
      name: FILE_NAME,
      mimeType: 'application/pdf',
      buffer: MINIMAL_PDF,
    });
    const send = upload.getByRole('button', { name: 'Enviar', exact: true });
    await waitUntil(() => send.isEnabled(), 'the upload to finish');
    await send.click();
    await closeSuccess(admin, 'Arquivos enviados.');
    await row.getByRole('button', { name: `Baixar ${FILE_NAME}` }).waitFor();

    await row.getByRole('button', { name: 'Excluir' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Excluir documento' });
    await confirm
      .getByText(`Excluir o documento "${DOCUMENT_NAME}"? Ele poderá ser restaurado.`)
      .waitFor();
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await closeSuccess(admin, 'Documento excluído.');
    await panel.getByText('Nenhum documento solicitado.').waitFor();

    await panel.getByRole('button', { name: /^Excluídos \(1\) · Mostrar excluídos$/ }).click();
    const deleted = panel.getByRole('list', { name: 'Excluídos (1)' });
    const deletedRow = deleted.getByRole('listitem', { name: DOCUMENT_NAME });
    await deletedRow.getByRole('button', { name: `Baixar ${FILE_NAME}` }).waitFor();
    await deletedRow.getByRole('button', { name: 'Restaurar' }).click();
    await closeSuccess(admin, 'Documento restaurado.');

    await row.getByRole('button', { name: `Baixar ${FILE_NAME}` }).waitFor();
    assert.equal(await panel.getByText('Nenhum documento solicitado.').count(), 0);
    assert.equal(await panel.getByRole('button', { name: /^Excluídos/ }).count(), 0);
  });

  it('blocks the holder with a justification that the history keeps', async () => {
    await admin.getByRole('tab', { name: 'Dados' }).click();
    const blocked = admin.getByRole('switch', { name: 'Bloqueado', exact: true });
    assert.equal(await blocked.isChecked(), false);
    await blocked.click();
    const dialog = admin.getByRole('dialog', { name: 'Bloquear tomador' });
    await dialog.getByText('A justificativa fica registrada no histórico do tomador.').waitFor();
    await dialog.getByLabel(/^Justificativa/).fill(BLOCK_JUSTIFICATION);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin.getByText('Indicador alterado.').waitFor();
    await waitUntil(() => blocked.isChecked(), 'the Bloqueado switch to turn on');
    // the header's chips show the state
    const header = admin.getByRole('heading', { name: NEW_HOLDER.name, level: 1 }).locator('..');
    await header.getByText('Bloqueado', { exact: true }).waitFor();

    await admin.getByRole('tab', { name: 'Histórico' }).click();
    await admin.getByText(`Justificativa: — → ${BLOCK_JUSTIFICATION}`).waitFor();
  });

  it('the broker sees only its nominated holders, and others are not found', async () => {
    // the administrator finds the ids of a holder nominated only to another broker
    await admin.goto(`${server.baseUrl}/tomadores`);
    await admin.getByRole('link', { name: 'Abrir Engenharia Horizonte Azul S.A.' }).click();
    await admin.waitForURL((url) => url.pathname.startsWith('/tomador/'));
    const horizontePath = new URL(admin.url()).pathname;
    assert.notEqual(horizontePath, newHolderPath);

    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    try {
      await signIn(page, server.baseUrl, 'corretor');
      await page.goto(`${server.baseUrl}/tomadores`);
      await page.getByTestId('page-tomadores').waitFor();
      await page
        .getByRole('link', { name: 'Abrir Construtora Alvorada Ltda.' })
        .waitFor({ timeout: 20_000 });
      const names = await page.getByRole('link', { name: /^Abrir / }).allTextContents();
      assert.ok(names.includes('Metalúrgica Serra Verde S.A.'), names.join(', '));
      assert.ok(!names.includes('Engenharia Horizonte Azul S.A.'), names.join(', '));
      assert.ok(!names.includes('Saneamento Vale do Sol Ltda.'), names.join(', '));
      assert.ok(!names.includes(NEW_HOLDER.name), names.join(', '));
      // opening a holder outside the broker's nominations directly finds nothing
      for (const path of [horizontePath, newHolderPath]) {
        await page.goto(`${server.baseUrl}${path}`);
        await page.getByTestId('page-tomador').getByText('Tomador não encontrado.').waitFor({
          timeout: 20_000,
        });
        assert.equal(await page.getByRole('tab', { name: 'Dados' }).count(), 0);
      }
    } finally {
      await context.close();
    }
  });
});

/** Polls `check` until it answers true (bounded), failing with what was awaited. */
const waitUntil = async (check: () => Promise<boolean>, what: string, timeout = 20_000) => {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`timed out waiting for ${what}`);
};

/** Waits until an input shows `expected` (a dropdown fills in after its options load). */
const waitForValue = async (input: Locator, expected: string) => {
  await waitUntil(async () => (await input.inputValue()) === expected, `the value ${expected}`);
  assert.equal(await input.inputValue(), expected);
};
