import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeHistories, mailOutbox, refreshTokens, users } from '../../../server/db/schema';
import { DEMO_COMPANY_KEY, DEMO_PASSWORD } from '../../../server/db/seed/demoUsers';
import { RECOVERY_ANSWER } from '../../../server/modules/accounts/recovery';
import { linkIn, type SmtpCapture, startSmtpCapture } from '../../support/smtpCapture';
import { addUser } from '../support/fixtures';
import { SECOND_COMPANY_KEY } from '../support/secondTenant';
import { bearer, refresh, signIn, tokensFor } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';

const NEW_PASSWORD = 'Nova#Senha2026';

let t: TestApp;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    config: { smtpUrl: smtp.url, publicUrl: 'http://portal.test:8080' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object, companyKey: string | null = DEMO_COMPANY_KEY) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: companyKey ? { companyKey } : {},
  });
const recover = (payload: object, companyKey?: string | null) =>
  post('/api/Security/RequestRecoveryPassword', payload, companyKey);
const validate = (UniqueId: string, companyKey?: string | null) =>
  post('/api/Security/ValidateUserInfoChangePasswordRequest', { UniqueId }, companyKey);
const change = (UniqueId: string, Password: string, ConfirmPassword = Password) =>
  post('/api/Security/ChangeUserInfoPassword', { UniqueId, Password, ConfirmPassword });

/** Asks for recovery and reads the token from the e-mail that arrives for `email`. */
const recoveryToken = async (login: string, email: string) => {
  const before = smtp.messages.length;
  const answer = await recover({ Login: login });
  expect(answer.statusCode).toBe(200);
  const mail = await smtp.waitFor(
    (m) => smtp.messages.indexOf(m) >= before && m.to.includes(email),
  );
  return { mail, token: linkIn(mail, '/alterar-senha').split('/').pop() ?? '' };
};

describe('POST /api/Security/RequestRecoveryPassword', () => {
  it('answers the same neutral message whether or not the login exists, and mails only a real one', async () => {
    const outboxBefore = (await t.db.select().from(mailOutbox)).length;
    const known = await recover({ Login: 'corretor' });
    const unknown = await recover({ Login: 'ninguem.aqui' });
    const byEmail = await recover({ Email: 'nao.existe@exemplo.com.br' });
    for (const answer of [known, unknown, byEmail]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ Response: RECOVERY_ANSWER, Errors: [] });
    }
    expect(RECOVERY_ANSWER).toBe(
      'Se o usuário existir, enviaremos um e-mail com as instruções para redefinir a senha.',
    );
    const mail = await smtp.waitFor((m) => m.to.includes('diego.alves@primecorretora.com.br'));
    expect(mail.subject).toBe('Garantia Brasil Seguros S.A.: redefinição de senha');
    expect(mail.text).toContain('Olá, Diego Fernandes Alves.');
    expect(mail.text).toContain('Seu usuário: corretor');
    expect(mail.text).toContain('O link vale por 1 hora e só pode ser usado uma vez.');
    expect(linkIn(mail, '/alterar-senha')).toMatch(
      /^http:\/\/portal\.test:8080\/alterar-senha\/[A-Za-z0-9_-]{43}$/,
    );
    const outbox = await t.db.select().from(mailOutbox);
    expect(outbox.length - outboxBefore).toBe(1);
  });

  it('finds the account by e-mail, case-insensitively', async () => {
    const answer = await recover({ Email: 'BRUNO.NUNES@garantiabrasil.com.br' });
    expect(answer.json().Response).toBe(RECOVERY_ANSWER);
    const mail = await smtp.waitFor((m) => m.to.includes('bruno.nunes@garantiabrasil.com.br'));
    expect(mail.text).toContain('Seu usuário: analista');
  });

  it('sends nothing for an inactive user or a user of another tenant', async () => {
    await addUser(t.db, { login: 'inativo.recupera', isActive: false });
    const outboxBefore = (await t.db.select().from(mailOutbox)).length;
    expect((await recover({ Login: 'inativo.recupera' })).json().Response).toBe(RECOVERY_ANSWER);
    expect((await recover({ Login: 'corretor' }, SECOND_COMPANY_KEY)).json().Response).toBe(
      RECOVERY_ANSWER,
    );
    expect((await t.db.select().from(mailOutbox)).length).toBe(outboxBefore);
  });

  it('finds the tenant by the host when there is no companyKey', async () => {
    const before = smtp.messages.length;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/Security/RequestRecoveryPassword',
      headers: { host: '127.0.0.1:8080' },
      payload: { Login: 'agente' },
    });
    expect(answer.json().Response).toBe(RECOVERY_ANSWER);
    await smtp.waitFor(
      (m) =>
        smtp.messages.indexOf(m) >= before && m.to.includes('eduarda.castro@primecorretora.com.br'),
    );
  });

  it('asks for a login or an e-mail', async () => {
    const answer = await recover({});
    expect(answer.statusCode).toBe(400);
    expect(answer.json().Errors).toEqual(['Informe o usuário ou o e-mail.']);
  });

  it('is rate limited per client', async () => {
    const limited = await t.variant({
      rateLimit: { max: 1000, signInMax: 2, windowMs: 3_600_000 },
    });
    const ask = () =>
      limited.inject({
        method: 'POST',
        url: '/api/Security/RequestRecoveryPassword',
        headers: { companyKey: DEMO_COMPANY_KEY },
        payload: { Login: 'ninguem' },
      });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const third = await ask();
    expect(third.statusCode).toBe(429);
    expect(third.json().Errors).toEqual([
      'Muitas tentativas. Aguarde um instante e tente novamente.',
    ]);
  });
});

describe('ValidateUserInfoChangePasswordRequest and ChangeUserInfoPassword', () => {
  it('shows who the link is for without spending it', async () => {
    const { token } = await recoveryToken('tomador', 'fabio.martins@construtoraaurora.com.br');
    for (let i = 0; i < 2; i++) {
      const answer = await validate(token);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().Response).toEqual({
        Valid: true,
        Login: 'tomador',
        Name: 'Fábio Souza Martins',
        Purpose: 'password_reset',
      });
    }
  });

  it('answers 400 with the problem of an unknown link, or of another tenant', async () => {
    const unknown = await validate('nao-e-um-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      Response: null,
      Errors: ['Link inválido. Solicite um novo link.'],
    });
    const { token } = await recoveryToken('tomador', 'fabio.martins@construtoraaurora.com.br');
    const other = await validate(token, SECOND_COMPANY_KEY);
    expect(other.json().Errors).toEqual(['Link inválido. Solicite um novo link.']);
  });

  it('lists every broken policy rule in pt-BR and keeps the link good', async () => {
    const user = await addUser(t.db, { login: 'politica' });
    const { token } = await recoveryToken('politica', 'politica@teste.test');
    const weak = await change(token, 'abc');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().Errors).toEqual([
      'A senha deve ter pelo menos 8 caracteres.',
      'A senha deve ter pelo menos uma letra maiúscula.',
      'A senha deve ter pelo menos um número.',
      'A senha deve ter pelo menos um caractere especial (por exemplo ! @ # $ %).',
    ]);
    const withLogin = await change(token, 'Politica#2026');
    expect(withLogin.json().Errors).toEqual(['A senha não pode conter o nome de usuário.']);
    const mismatch = await change(token, NEW_PASSWORD, 'Outra#Senha2026');
    expect(mismatch.json().Errors).toEqual(['A confirmação não confere com a nova senha.']);
    const missing = await change(token, '', '');
    expect(missing.json().Errors).toEqual(['Informe a nova senha.']);

    expect((await validate(token)).statusCode).toBe(200);
    expect((await change(token, NEW_PASSWORD)).json()).toEqual({ Response: true, Errors: [] });
    expect((await signIn(t.app, 'politica', { password: NEW_PASSWORD })).statusCode).toBe(200);
    expect(user.id).toBeGreaterThan(0);
  });

  it('sets the new password, refuses the old one and spends the link', async () => {
    const user = await addUser(t.db, { login: 'troca.senha' });
    const { token } = await recoveryToken('troca.senha', 'troca.senha@teste.test');
    expect((await change(token, NEW_PASSWORD)).statusCode).toBe(200);

    expect((await signIn(t.app, 'troca.senha')).statusCode).toBe(400);
    expect((await signIn(t.app, 'troca.senha', { password: NEW_PASSWORD })).statusCode).toBe(200);

    const reuse = await change(token, 'Outra#Senha2027');
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().Errors).toEqual(['Este link já foi utilizado. Solicite um novo link.']);
    expect((await validate(token)).json().Errors).toEqual([
      'Este link já foi utilizado. Solicite um novo link.',
    ]);

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordChangedAt).toBeInstanceOf(Date);
    const history = await t.db
      .select()
      .from(changeHistories)
      .where(
        and(eq(changeHistories.entity, 'UserInfo'), eq(changeHistories.entityId, String(user.id))),
      );
    expect(history).toHaveLength(1);
    expect(history[0].changedByName).toBe('Pessoa de Teste troca.senha');
    expect(history[0].changes).toEqual([
      { field: 'Password', oldValue: null, newValue: 'Senha redefinida pelo link' },
    ]);
  });

  it('refuses an expired link', async () => {
    const { userTokens } = await import('../../../server/db/schema');
    const user = await addUser(t.db, { login: 'link.vencido' });
    const { token } = await recoveryToken('link.vencido', 'link.vencido@teste.test');
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(userTokens.userId, user.id));
    const answer = await change(token, NEW_PASSWORD);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().Errors).toEqual(['Este link expirou. Solicite um novo link.']);
    expect((await signIn(t.app, 'link.vencido')).statusCode).toBe(200);
  });

  it('only the latest recovery link works', async () => {
    await addUser(t.db, { login: 'dois.links' });
    const first = await recoveryToken('dois.links', 'dois.links@teste.test');
    const second = await recoveryToken('dois.links', 'dois.links@teste.test');
    expect((await change(first.token, NEW_PASSWORD)).json().Errors).toEqual([
      'Este link expirou. Solicite um novo link.',
    ]);
    expect((await change(second.token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('revokes every refresh token of the user, and clears a lock', async () => {
    const user = await addUser(t.db, { login: 'muitas.sessoes' });
    const sessions = [
      await tokensFor(t.app, 'muitas.sessoes'),
      await tokensFor(t.app, 'muitas.sessoes'),
      await tokensFor(t.app, 'muitas.sessoes'),
    ];
    for (let i = 0; i < 5; i += 1) await signIn(t.app, 'muitas.sessoes', { password: 'errada' });
    expect((await signIn(t.app, 'muitas.sessoes')).statusCode).toBe(423);
    const { token } = await recoveryToken('muitas.sessoes', 'muitas.sessoes@teste.test');
    expect((await change(token, NEW_PASSWORD)).statusCode).toBe(200);

    for (const session of sessions) {
      const renewed = await refresh(t.app, session.refresh_token);
      expect(renewed.statusCode).toBe(400);
      expect(renewed.json().Errors).toEqual(['Sessão expirada ou inválida. Entre novamente.']);
    }
    const live = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(live.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await signIn(t.app, 'muitas.sessoes', { password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });
});

describe('forced change (must_change_password)', () => {
  it('lets the user sign in, says MustChangePassword, and ChangeOwnPassword clears it', async () => {
    const user = await addUser(t.db, { login: 'forcado' });
    await t.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
    const session = await tokensFor(t.app, 'forcado');
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/Security/GetUserInfo',
      headers: bearer(session.access_token),
    });
    expect(info.json().Response.MustChangePassword).toBe(true);

    const own = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Security/ChangeOwnPassword',
        headers: bearer(session.access_token),
        payload,
      });
    const wrong = await own({
      CurrentPassword: 'errada',
      Password: NEW_PASSWORD,
      ConfirmPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Errors).toEqual(['A senha atual está incorreta.']);
    const same = await own({
      CurrentPassword: DEMO_PASSWORD,
      Password: DEMO_PASSWORD,
      ConfirmPassword: DEMO_PASSWORD,
    });
    expect(same.json().Errors).toEqual(['A nova senha deve ser diferente da senha atual.']);
    const weak = await own({
      CurrentPassword: DEMO_PASSWORD,
      Password: 'fraca',
      ConfirmPassword: 'fraca',
    });
    expect(weak.json().Errors).toContain('A senha deve ter pelo menos 8 caracteres.');

    const done = await own({
      CurrentPassword: DEMO_PASSWORD,
      Password: NEW_PASSWORD,
      ConfirmPassword: NEW_PASSWORD,
    });
    expect(done.json()).toEqual({ Response: true, Errors: [] });
    expect((await refresh(t.app, session.refresh_token)).statusCode).toBe(400);
    const next = await tokensFor(t.app, 'forcado', { password: NEW_PASSWORD });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/Security/GetUserInfo',
      headers: bearer(next.access_token),
    });
    expect(after.json().Response.MustChangePassword).toBe(false);
  });

  it('ChangeOwnPassword needs a session', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/Security/ChangeOwnPassword',
      payload: { CurrentPassword: 'x', Password: 'y', ConfirmPassword: 'y' },
    });
    expect(answer.statusCode).toBe(401);
  });
});
