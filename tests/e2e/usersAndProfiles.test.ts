import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { linkIn, type SmtpCapture, startSmtpCapture } from '../support/smtpCapture';
import { launchBrowser, sideMenuKeys, signIn } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const NEW_USER = {
  name: 'Marina Souza Lima',
  cpf: '39053344705',
  phone: '11987651234',
  email: 'marina.lima@garantiabrasil.com.br',
  login: 'marina',
  password: 'Consulta#2026',
};

/** Picks an option of a Dropdown (MUI Autocomplete) by its visible text. */
const choose = async (page: Page, label: RegExp, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

describe('users and profiles, end to end', () => {
  let smtp: SmtpCapture;
  let server: RunningServer;
  let browser: Browser;
  let adminContext: BrowserContext;
  let admin: Page;

  before(async () => {
    smtp = await startSmtpCapture();
    // PUBLIC_URL stays at its default, http://localhost:<PORT>: the e-mailed links open this portal
    server = await startServer({ SMTP_URL: smtp.url });
    browser = await launchBrowser();
    adminContext = await browser.newContext();
    admin = await adminContext.newPage();
    await signIn(admin, server.baseUrl, 'admin');
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('an administrator creates the profile "Consulta" and grants it policies and insured', async () => {
    await admin.goto(`${server.baseUrl}/usuarios/perfis`);
    await admin.getByTestId('page-usuarios-perfis').waitFor();
    assert.equal(
      await admin.getByRole('tab', { name: 'Seguradora' }).getAttribute('aria-selected'),
      'true',
    );
    await admin.getByRole('button', { name: 'Novo perfil' }).click();
    const create = admin.getByRole('dialog', { name: 'Novo perfil de Seguradora' });
    await create.getByLabel(/^Nome do perfil/).fill('Consulta');
    await create.getByRole('button', { name: 'Salvar' }).click();
    await admin.getByText('Perfil Consulta criado. Agora conceda as permissões dele.').waitFor();
    await admin.getByRole('heading', { name: 'Consulta' }).waitFor();

    await admin.getByRole('checkbox', { name: 'Visualizar apólices' }).check();
    await admin.getByRole('checkbox', { name: 'Visualizar segurados' }).check();
    await admin.getByRole('button', { name: 'Salvar permissões' }).click();
    await admin.getByText('Permissões do perfil Consulta salvas.').waitFor();

    // the home menu is chosen among the menus the profile now grants
    await admin.getByRole('button', { name: 'Renomear' }).click();
    const edit = admin.getByRole('dialog', { name: 'Editar perfil' });
    await edit.getByRole('combobox', { name: /^Menu inicial/ }).click();
    const options = await admin.getByRole('option').allTextContents();
    assert.deepEqual(options, ['Nenhum (o primeiro menu liberado)', 'Segurados', 'Apólices']);
    await admin.getByRole('option', { name: 'Apólices' }).click();
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await admin.getByText('Menu inicial: Apólices').waitFor();
  });

  it('creates a user with that profile, who receives the first-access e-mail', async () => {
    await admin.goto(`${server.baseUrl}/usuarios/listar`);
    await admin.getByTestId('page-usuarios-listar').waitFor();
    await admin.getByRole('button', { name: 'Novo usuário' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Novo usuário' });
    await dialog.getByLabel(/^Nome/).fill(NEW_USER.name);
    await dialog.getByLabel(/^CPF/).fill(NEW_USER.cpf);
    assert.equal(await dialog.getByLabel(/^CPF/).inputValue(), '390.533.447-05');
    await dialog.getByLabel(/^Telefone/).fill(NEW_USER.phone);
    assert.equal(await dialog.getByLabel(/^Telefone/).inputValue(), '(11) 98765-1234');
    await dialog.getByLabel(/^E-mail/).fill(NEW_USER.email);
    await dialog.getByLabel(/^Login/).fill(NEW_USER.login);
    await choose(admin, /^Tipo de usuário/, 'Seguradora');
    await choose(admin, /^Perfil/, 'Consulta');
    await dialog.getByRole('button', { name: 'Salvar' }).click();

    const success = admin.getByRole('dialog', { name: 'Sucesso' });
    await success
      .getByText(
        `Usuário ${NEW_USER.name} criado. Enviamos para ${NEW_USER.email} o link de primeiro acesso.`,
      )
      .waitFor();
    await success.getByRole('button', { name: 'Fechar' }).click();
    const row = admin.getByTestId(`user-row-${NEW_USER.login}`);
    await row.waitFor();
    assert.match(await row.innerText(), /Nunca acessou/);
    await admin.getByRole('heading', { name: /^Consulta Seguradora 1 usuário/ }).waitFor();

    const mail = await smtp.waitFor((m) => m.to.includes(NEW_USER.email));
    assert.equal(mail.subject, 'Garantia Brasil Seguros S.A.: crie sua senha de acesso');
    assert.match(linkIn(mail, '/primeiro-acesso'), /\/primeiro-acesso\/[A-Za-z0-9_-]{43}$/);
  });

  it('the new user sets a password from the link, signs in and sees exactly Segurados and Apólices', async () => {
    const mail = await smtp.waitFor((m) => m.to.includes(NEW_USER.email));
    const link = linkIn(mail, '/primeiro-acesso');
    assert.equal(new URL(link).port, new URL(server.baseUrl).port);

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(link);
    await page
      .getByText(
        `Olá, ${NEW_USER.name}. Crie a senha do usuário ${NEW_USER.login} para entrar no portal.`,
      )
      .waitFor();
    await page.getByLabel('Nova senha', { exact: true }).fill(NEW_USER.password);
    await page.getByLabel('Confirmação da nova senha').fill(NEW_USER.password);
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await page.getByTestId('page-login').waitFor();

    await signIn(page, server.baseUrl, NEW_USER.login, NEW_USER.password);
    assert.deepEqual(await sideMenuKeys(page), ['segurados', 'apolices']);
    await page.waitForURL((url) => url.pathname === '/apolices');
    // a screen the profile does not grant is refused
    await page.goto(`${server.baseUrl}/usuarios/listar`);
    await page.waitForURL((url) => url.pathname === '/error-401');
    await context.close();

    await admin.reload();
    const row = admin.getByTestId(`user-row-${NEW_USER.login}`);
    await row.waitFor();
    assert.doesNotMatch(await row.innerText(), /Nunca acessou/);
  });

  it('the administrator deactivates the user, whose next sign-in is refused', async () => {
    const toggle = admin.getByRole('switch', { name: `Desativar ${NEW_USER.name}` });
    await toggle.click();
    await admin
      .getByText(`Usuário ${NEW_USER.name} desativado. As sessões dele foram encerradas.`)
      .waitFor();
    const flipped = admin.getByRole('switch', { name: `Ativar ${NEW_USER.name}` });
    assert.equal(await flipped.isChecked(), false);
    assert.match(await admin.getByTestId(`user-row-${NEW_USER.login}`).innerText(), /Inativo/);

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/login`);
    await page.getByTestId('page-login').waitFor();
    await page.getByLabel(/^Login/).fill(NEW_USER.login);
    await page.getByLabel(/^Senha/).fill(NEW_USER.password);
    await page.getByRole('button', { name: /entrar/i }).click();
    await page.getByRole('alert').getByText('Usuário inativo.').waitFor();
    assert.equal(new URL(page.url()).pathname, '/login');
    await context.close();
  });
});
