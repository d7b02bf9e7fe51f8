import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../../server/context';
import { mailOutbox } from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { sendFirstAccessInvite } from '../../../server/modules/accounts/invitations';
import { hashUserToken } from '../../../server/modules/accounts/userTokens';
import { sendMail } from '../../../server/modules/mail/service';
import { linkIn, type SmtpCapture, startSmtpCapture } from '../../support/smtpCapture';
import { addUser, companyIdOf } from '../support/fixtures';
import { SECOND_COMPANY_KEY } from '../support/secondTenant';
import { bearer, tokensFor } from '../support/session';
import { createTestApp, type TestApp, testConfig } from '../support/testApp';

let t: TestApp;
let smtp: SmtpCapture;
let demoId: number;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ config: { publicUrl: 'https://portal.aval.test' } });
  demoId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const withSmtp = (smtpUrl?: string): GatewayContext => ({
  db: t.db,
  config: testConfig({ smtpUrl, publicUrl: 'https://portal.aval.test' }),
});

const rowOf = async (id: number) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

describe('sendMail', () => {
  it('keeps the e-mail in the outbox when no SMTP server is configured', async () => {
    const sent = await sendMail(withSmtp(), {
      companyId: demoId,
      to: 'alguem@exemplo.com.br',
      subject: 'Sem SMTP',
      text: 'Guardado',
    });
    expect(sent.status).toBe('kept');
    expect(await rowOf(sent.id)).toMatchObject({
      to: 'alguem@exemplo.com.br',
      subject: 'Sem SMTP',
      text: 'Guardado',
      status: 'kept',
      sentAt: null,
    });
  });

  it('delivers over SMTP and marks the row sent', async () => {
    const sent = await sendMail(withSmtp(smtp.url), {
      companyId: demoId,
      to: 'destino@exemplo.com.br',
      subject: 'Olá, ação e coração',
      text: 'Corpo com acentuação: é, ç, ã.',
      html: '<p>Corpo <strong>HTML</strong></p>',
    });
    expect(sent.status).toBe('sent');
    const mail = await smtp.waitFor((m) => m.to.includes('destino@exemplo.com.br'));
    expect(mail.subject).toBe('Olá, ação e coração');
    expect(mail.text.trim()).toBe('Corpo com acentuação: é, ç, ã.');
    expect(mail.html).toContain('<strong>HTML</strong>');
    expect(mail.from).toBe('nao-responda@aval.local');
    const row = await rowOf(sent.id);
    expect(row.status).toBe('sent');
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('keeps the row as failed, with the error, when the SMTP server cannot be reached', async () => {
    const unreachable = await startSmtpCapture();
    const url = unreachable.url;
    await unreachable.close();
    const sent = await sendMail(withSmtp(url), {
      companyId: demoId,
      to: 'perdido@exemplo.com.br',
      subject: 'Não entregue',
      text: 'Mesmo assim guardado',
    });
    expect(sent.status).toBe('failed');
    const row = await rowOf(sent.id);
    expect(row).toMatchObject({ status: 'failed', text: 'Mesmo assim guardado', sentAt: null });
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('first-access invitation', () => {
  it('e-mails a pt-BR link to /primeiro-acesso/<token> naming the insurer', async () => {
    const user = await addUser(t.db, { login: 'convidado.mail' });
    const invite = await sendFirstAccessInvite(withSmtp(smtp.url), {
      companyId: demoId,
      userId: user.id,
    });
    expect(invite.status).toBe('sent');
    const mail = await smtp.waitFor((m) => m.to.includes('convidado.mail@teste.test'));
    expect(mail.subject).toBe('Garantia Brasil Seguros S.A.: crie sua senha de acesso');
    expect(mail.text).toContain('Olá, Pessoa de Teste convidado.mail.');
    expect(mail.text).toContain('Seu usuário: convidado.mail');
    expect(mail.text).toContain('O link vale por 72 horas e só pode ser usado uma vez.');
    const link = linkIn(mail, '/primeiro-acesso');
    expect(link.startsWith('https://portal.aval.test/primeiro-acesso/')).toBe(true);
    expect(mail.html).toContain(link);
    const token = link.split('/').pop() ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashUserToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a user without an e-mail', async () => {
    const user = await addUser(t.db, { login: 'sem.email' });
    const { persons } = await import('../../../server/db/schema');
    await t.db.update(persons).set({ email: null }).where(eq(persons.id, user.personId));
    await expect(
      sendFirstAccessInvite(withSmtp(), { companyId: demoId, userId: user.id }),
    ).rejects.toThrow('O usuário não tem e-mail cadastrado.');
  });
});

describe('GET /api/Mail/GetOutbox', () => {
  const outbox = (token: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/Mail/GetOutbox${query}`, headers: bearer(token) });

  it('shows the tenant its e-mails, newest first, paged', async () => {
    for (const n of [1, 2, 3]) {
      await sendMail(withSmtp(), {
        companyId: demoId,
        to: `pagina${n}@exemplo.com.br`,
        subject: `Página ${n}`,
        text: `Texto ${n}`,
      });
    }
    const { access_token } = await tokensFor(t.app, 'admin');
    const first = await outbox(access_token, '?currentPage=1&rowsPerPage=2');
    expect(first.statusCode).toBe(200);
    const page = first.json().Response;
    expect(page.Data.map((m: { Subject: string }) => m.Subject)).toEqual(['Página 3', 'Página 2']);
    expect(page.Data[0]).toMatchObject({
      To: 'pagina3@exemplo.com.br',
      Status: 'kept',
      Text: 'Texto 3',
    });
    const total = page.PageResult.TotalRows;
    expect(page.PageResult).toEqual({
      CurrentPage: 1,
      RowsPerPage: 2,
      TotalRows: total,
      TotalPages: Math.ceil(total / 2),
    });
    const second = (await outbox(access_token, '?currentPage=2&rowsPerPage=2')).json().Response;
    expect(second.Data[0].Subject).toBe('Página 1');
  });

  it('caps rowsPerPage', async () => {
    const { access_token } = await tokensFor(t.app, 'admin');
    const page = (await outbox(access_token, '?rowsPerPage=5000')).json().Response;
    expect(page.PageResult.RowsPerPage).toBe(100);
  });

  it("never shows another tenant's e-mails", async () => {
    const secondId = await companyIdOf(t.db, SECOND_COMPANY_KEY);
    await sendMail(withSmtp(), {
      companyId: secondId,
      to: 'outra@seguradora.test',
      subject: 'Da outra seguradora',
      text: 'x',
    });
    const { access_token } = await tokensFor(t.app, 'admin');
    const page = (await outbox(access_token, '?rowsPerPage=100')).json().Response;
    expect(page.Data.some((m: { Subject: string }) => m.Subject === 'Da outra seguradora')).toBe(
      false,
    );
  });

  it('is refused (403) without GERENCIAR_USUARIOS and (401) without a token', async () => {
    const { access_token } = await tokensFor(t.app, 'analista');
    const denied = await outbox(access_token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().Errors).toEqual(['Você não tem permissão para acessar este recurso.']);
    expect((await t.app.inject({ method: 'GET', url: '/api/Mail/GetOutbox' })).statusCode).toBe(
      401,
    );
  });

  it('is refused (403) to a broker even though brokers hold GERENCIAR_USUARIOS: it holds sign-in links', async () => {
    const { access_token } = await tokensFor(t.app, 'corretor');
    const denied = await outbox(access_token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().Errors).toEqual(['Você não tem permissão para acessar este recurso.']);
  });

  it('rejects a bad page number naming the field', async () => {
    const { access_token } = await tokensFor(t.app, 'admin');
    const bad = await outbox(access_token, '?currentPage=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toEqual(['O campo "currentPage" é inválido.']);
  });
});
