import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { linkIn, type SmtpCapture, startSmtpCapture } from '../support/smtpCapture';
import { DEMO_PASSWORD, launchBrowser, sideMenuKeys, signIn } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const NEW_PASSWORD = 'Recuperada#2026';

describe('password recovery over real SMTP', () => {
  let smtp: SmtpCapture;
  let server: RunningServer;
  let browser: Browser;
  before(async () => {
    smtp = await startSmtpCapture();
    server = await startServer({ SMTP_URL: smtp.url });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('corretor asks for a link, sets a new password from the e-mail and signs in with it', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.getByTestId('page-password-recovery').waitFor();
    await page.getByLabel(/^Login/).fill('corretor');
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page
      .getByText(
        'Se o usuário existir, enviaremos um e-mail com as instruções para redefinir a senha.',
      )
      .waitFor();

    const mail = await smtp.waitFor((m) => m.to.includes('diego.alves@primecorretora.com.br'));
    assert.equal(mail.subject, 'Garantia Brasil Seguros S.A.: redefinição de senha');
    const link = linkIn(mail, '/alterar-senha');
    // PUBLIC_URL defaults to http://localhost:<PORT>: the link opens this very portal
    const { pathname: path, port } = new URL(link);
    assert.equal(port, new URL(server.baseUrl).port);
    assert.match(path, /^\/alterar-senha\/[A-Za-z0-9_-]{43}$/);

    await page.goto(link);
    await page
      .getByText('Olá, Diego Fernandes Alves. Defina a nova senha do usuário corretor.')
      .waitFor();
    await page.getByLabel('Nova senha', { exact: true }).fill('fraca');
    await page.getByLabel('Confirmação da nova senha').fill('fraca');
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await page.getByText('A senha deve ter pelo menos 8 caracteres.').first().waitFor();
    assert.equal(new URL(page.url()).pathname, path, 'a weak password keeps the user on the page');

    await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirmação da nova senha').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await page.getByTestId('page-login').waitFor();
    await page.getByText('Senha salva com sucesso. Entre com a nova senha.').waitFor();

    // the old password is refused
    await page.getByLabel(/^Login/).fill('corretor');
    await page.getByLabel(/^Senha/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /entrar/i }).click();
    await page.getByRole('alert').getByText('Usuário ou senha inválidos.').waitFor();

    // the new one works
    await signIn(page, server.baseUrl, 'corretor', NEW_PASSWORD);
    assert.ok((await sideMenuKeys(page)).length > 0, 'the broker sees its side menu');

    // and the link cannot be used twice
    const second = await browser.newPage();
    await second.goto(`${server.baseUrl}${path}`);
    await second.getByText('Este link já foi utilizado. Solicite um novo link.').waitFor();
    await second.close();
    await page.close();
  });
});
