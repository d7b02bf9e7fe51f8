import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTokens, users } from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { sendFirstAccessInvite } from '../../../server/modules/accounts/invitations';
import { linkIn, type SmtpCapture, startSmtpCapture } from '../../support/smtpCapture';
import { addUser, companyIdOf } from '../support/fixtures';
import { signIn } from '../support/session';
import { createTestApp, type TestApp, testConfig } from '../support/testApp';

const PASSWORD = 'Primeiro#Acesso1';

let t: TestApp;
let smtp: SmtpCapture;
let companyId: number;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ config: { smtpUrl: smtp.url } });
  companyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A user created without a password, as SaveUserInfo and InsertBroker create them. */
const newUser = async (login: string) => {
  const user = await addUser(t.db, { login, profileName: 'Analista' });
  await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
  return user;
};

const invite = async (userId: number, email: string, ttlHours?: number) => {
  const context = {
    db: t.db,
    config: testConfig({
      smtpUrl: smtp.url,
      ...(ttlHours ? { firstAccessTtlHours: ttlHours } : {}),
    }),
  };
  const before = smtp.messages.length;
  await sendFirstAccessInvite(context, { companyId, userId, invitedByUserId: 1 });
  const mail = await smtp.waitFor(
    (m) => smtp.messages.indexOf(m) >= before && m.to.includes(email),
  );
  return { mail, token: linkIn(mail, '/primeiro-acesso').split('/').pop() ?? '' };
};

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { companyKey: DEMO_COMPANY_KEY }, payload });

describe('first access', () => {
  it('a user without a password cannot sign in until it sets one through the link', async () => {
    const user = await newUser('novo.usuario');
    expect((await signIn(t.app, 'novo.usuario', { password: PASSWORD })).statusCode).toBe(400);

    const { token } = await invite(user.id, 'novo.usuario@teste.test');
    const check = await post('/api/Security/ValidateUserInfoChangePasswordRequest', {
      UniqueId: token,
    });
    expect(check.json().Response).toMatchObject({ Login: 'novo.usuario', Purpose: 'first_access' });
    const set = await post('/api/Security/ChangeUserInfoPassword', {
      UniqueId: token,
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
    });
    expect(set.json()).toEqual({ Response: true, Errors: [] });
    expect((await signIn(t.app, 'novo.usuario', { password: PASSWORD })).statusCode).toBe(200);

    const again = await post('/api/Security/ChangeUserInfoPassword', {
      UniqueId: token,
      Password: 'Outra#Senha99',
      ConfirmPassword: 'Outra#Senha99',
    });
    expect(again.json().Errors).toEqual(['Este link já foi utilizado. Solicite um novo link.']);
  });

  it('records who invited: the token keeps the administrator', async () => {
    const user = await newUser('convidado.admin');
    await invite(user.id, 'convidado.admin@teste.test');
    const [row] = await t.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(row).toMatchObject({ purpose: 'first_access', createdByUserId: 1, usedAt: null });
  });

  it('lasts FIRST_ACCESS_TTL_HOURS and tells it in the e-mail', async () => {
    const user = await newUser('convite.curto');
    const { mail } = await invite(user.id, 'convite.curto@teste.test', 2);
    expect(mail.text).toContain('O link vale por 2 horas');
    const [row] = await t.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    const hours = (row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(2, 1);
  });

  it('an expired invitation is refused; a new invitation works and retires the old one', async () => {
    const user = await newUser('convite.vencido');
    const first = await invite(user.id, 'convite.vencido@teste.test');
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, user.id));
    const expired = await post('/api/Security/ValidateUserInfoChangePasswordRequest', {
      UniqueId: first.token,
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().Errors).toEqual(['Este link expirou. Solicite um novo link.']);

    const second = await invite(user.id, 'convite.vencido@teste.test');
    const set = await post('/api/Security/ChangeUserInfoPassword', {
      UniqueId: second.token,
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
    });
    expect(set.statusCode).toBe(200);
  });

  it('setting the password through recovery retires a pending invitation', async () => {
    const user = await newUser('duas.vias');
    const { token } = await invite(user.id, 'duas.vias@teste.test');
    const before = smtp.messages.length;
    await post('/api/Security/RequestRecoveryPassword', { Login: 'duas.vias' });
    const mail = await smtp.waitFor(
      (m) => smtp.messages.indexOf(m) >= before && m.to.includes('duas.vias@teste.test'),
    );
    const reset = linkIn(mail, '/alterar-senha').split('/').pop() ?? '';
    expect(
      (
        await post('/api/Security/ChangeUserInfoPassword', {
          UniqueId: reset,
          Password: PASSWORD,
          ConfirmPassword: PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
    const stale = await post('/api/Security/ValidateUserInfoChangePasswordRequest', {
      UniqueId: token,
    });
    expect(stale.json().Errors).toEqual(['Este link expirou. Solicite um novo link.']);
  });
});
