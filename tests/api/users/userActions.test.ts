import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed/demoUsers';
import { hashPassword } from '../../../server/modules/security/passwords';
import { type Caller, callerFor, expectStatus } from '../support/caller';
import { bearer, refresh, signIn, tokensFor } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';
import { historyOf, newUserBody, profileUniqueId } from './fixtures';
import { linkIn, type SmtpCapture, startSmtpCapture } from '../../support/smtpCapture';

const PUBLIC_URL = 'https://portal.garantiabrasil.test';

let t: TestApp;
let smtp: SmtpCapture;
let admin: Caller;
let corretor: Caller;
const profile: Record<string, string> = {};

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ config: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL } });
  admin = await callerFor(t.app, 'admin');
  corretor = await callerFor(t.app, 'corretor');
  profile.Analista = await profileUniqueId(t.db, 'Analista');
  profile.Agente = await profileUniqueId(t.db, 'Agente');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Item = {
  Login: string;
  UniqueId: string;
  UserInfoId: number;
  IsActive: boolean;
  Version: number;
};
const itemOf = async (caller: Caller, login: string) =>
  ((await caller.get('/api/Person/GetUsers')).data as Item[]).find((item) => item.Login === login);

/** A new user given a password directly (as if past first access), signed in once. */
const signedInUser = async (login: string) => {
  const created = await admin.post(
    '/api/Person/SaveUserInfo',
    newUserBody({ Login: login, ProfileUniqueId: profile.Analista }),
  );
  expectStatus(created, 200);
  await t.db
    .update(users)
    .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
    .where(eq(users.id, created.data.UserInfoId));
  const tokens = await tokensFor(t.app, login);
  return { user: created.data, tokens };
};

describe('first-access e-mail', () => {
  it('e-mails a new user the first-access link over SMTP', async () => {
    const created = await admin.post(
      '/api/Person/SaveUserInfo',
      newUserBody({
        Login: 'lucas',
        Email: 'lucas.rocha@garantiabrasil.com.br',
        ProfileUniqueId: profile.Analista,
      }),
    );
    expectStatus(created, 200);
    expect(created.data.InviteStatus).toBe('sent');
    const mail = await smtp.waitFor((message) =>
      message.to.includes('lucas.rocha@garantiabrasil.com.br'),
    );
    expect(mail.subject).toBe('Garantia Brasil Seguros S.A.: crie sua senha de acesso');
    expect(linkIn(mail, '/primeiro-acesso')).toMatch(
      new RegExp(`^${PUBLIC_URL}/primeiro-acesso/[A-Za-z0-9_-]{43}$`),
    );
    expect(mail.text).toContain('Seu usuário: lucas');
  });
});

describe('ChangeUserInfoStatus', () => {
  it('deactivates a user, ends its sessions, refuses its sign-in, and activates it again', async () => {
    const { user, tokens } = await signedInUser('marina');
    const off = await admin.post('/api/Person/ChangeUserInfoStatus', undefined, {
      userId: String(user.UserInfoId),
      Version: String((await itemOf(admin, 'marina'))?.Version),
    });
    expectStatus(off, 200);
    expect(off.data).toBe(false);
    expect((await itemOf(admin, 'marina'))?.IsActive).toBe(false);

    const call = await t.app.inject({
      method: 'GET',
      url: '/api/Security/GetUserInfo',
      headers: bearer(tokens.access_token),
    });
    expect(call.statusCode).toBe(401);
    expect((await refresh(t.app, tokens.refresh_token)).statusCode).toBe(400);
    const revoked = await t.db
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.UserInfoId));
    expect(revoked.every((row) => row.revokedAt !== null)).toBe(true);
    const refused = await signIn(t.app, 'marina');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Errors).toEqual(['Usuário inativo.']);

    const on = await admin.post('/api/Person/ChangeUserInfoStatus', undefined, {
      userId: String(user.UserInfoId),
      Version: String((await itemOf(admin, 'marina'))?.Version),
    });
    expect(on.data).toBe(true);
    expect((await signIn(t.app, 'marina')).statusCode).toBe(200);

    const history = await historyOf(t.db, 'UserInfo', user.UserInfoId);
    expect(history.slice(-2).map((row) => row.changes)).toEqual([
      [{ field: 'IsActive', oldValue: true, newValue: false }],
      [{ field: 'IsActive', oldValue: false, newValue: true }],
    ]);
  });

  it('checks the Version read when one is sent: stale → 409 and nothing changes', async () => {
    // The spec defines this call with userId only: without Version it stays compatible.
    const { user } = await signedInUser('rafaela');
    const read = await itemOf(admin, 'rafaela');
    const stale = await admin.post('/api/Person/ChangeUserInfoStatus', undefined, {
      userId: String(user.UserInfoId),
      Version: String(Number(read?.Version) - 1),
    });
    expectStatus(stale, 409);
    expect(stale.errors).toEqual([
      'Este usuário foi alterado por outra pessoa. Recarregue a página.',
    ]);
    expect(await itemOf(admin, 'rafaela')).toEqual(read);
    expect((await signIn(t.app, 'rafaela')).statusCode).toBe(200);
    const withoutVersion = await admin.post('/api/Person/ChangeUserInfoStatus', undefined, {
      userId: String(user.UserInfoId),
    });
    expectStatus(withoutVersion, 200);
    expect(withoutVersion.data).toBe(false);
  });

  it('will not let a user deactivate itself', async () => {
    const self = await itemOf(admin, 'admin');
    const answer = await admin.post('/api/Person/ChangeUserInfoStatus', undefined, {
      userId: String(self?.UserInfoId),
    });
    expectStatus(answer, 409);
    expect(answer.errors).toEqual(['Você não pode desativar o seu próprio usuário.']);
  });

  it('lets a broker toggle its agents only', async () => {
    const agente = await itemOf(admin, 'agente');
    const adminItem = await itemOf(admin, 'admin');
    const own = await corretor.post('/api/Person/ChangeUserInfoStatus', undefined, {
      userId: String(agente?.UserInfoId),
      Version: String(agente?.Version),
    });
    expectStatus(own, 200);
    expect(own.data).toBe(false);
    const back = await corretor.post('/api/Person/ChangeUserInfoStatus', undefined, {
      userId: String(agente?.UserInfoId),
      Version: String((await itemOf(corretor, 'agente'))?.Version),
    });
    expectStatus(back, 200);
    const foreign = await corretor.post('/api/Person/ChangeUserInfoStatus', undefined, {
      userId: String(adminItem?.UserInfoId),
    });
    expectStatus(foreign, 404);
  });
});

describe('DeleteUserInfo', () => {
  it('soft-deletes a user, frees its login and records history', async () => {
    const created = await admin.post(
      '/api/Person/SaveUserInfo',
      newUserBody({ Login: 'nicolas', ProfileUniqueId: profile.Analista }),
    );
    const answer = await admin.delete('/api/Person/DeleteUserInfo', {
      userInfoId: String(created.data.UserInfoId),
      Version: String(created.data.Version),
    });
    expectStatus(answer, 200);
    expect(await itemOf(admin, 'nicolas')).toBeUndefined();
    const [row] = await t.db.select().from(users).where(eq(users.id, created.data.UserInfoId));
    expect(row.deletedAt).not.toBeNull();
    const again = await admin.get('/api/Security/GetUserInfoByUniqueId', {
      UniqueId: created.data.UniqueId,
    });
    expectStatus(again, 404);
    // same login and same CPF again: the person row is reused
    const recreated = await admin.post(
      '/api/Person/SaveUserInfo',
      newUserBody({ Login: 'nicolas', Cpf: created.data.Cpf, ProfileUniqueId: profile.Analista }),
    );
    expectStatus(recreated, 200);
    const history = await historyOf(t.db, 'UserInfo', created.data.UserInfoId);
    expect(history.at(-1)?.changes[0]).toMatchObject({ field: 'DeletedAt', oldValue: null });
  });

  it('checks the Version read when one is sent: stale → 409 and the user stays', async () => {
    const created = await admin.post(
      '/api/Person/SaveUserInfo',
      newUserBody({ Login: 'otavio', ProfileUniqueId: profile.Analista }),
    );
    expectStatus(created, 200);
    const read = await itemOf(admin, 'otavio');
    const stale = await admin.delete('/api/Person/DeleteUserInfo', {
      userInfoId: String(created.data.UserInfoId),
      Version: String(Number(read?.Version) + 1),
    });
    expectStatus(stale, 409);
    expect(stale.errors).toEqual([
      'Este usuário foi alterado por outra pessoa. Recarregue a página.',
    ]);
    expect(await itemOf(admin, 'otavio')).toEqual(read);
    const current = await admin.delete('/api/Person/DeleteUserInfo', {
      userInfoId: String(created.data.UserInfoId),
      Version: String(read?.Version),
    });
    expectStatus(current, 200);
    expect(await itemOf(admin, 'otavio')).toBeUndefined();
  });

  it('refuses deleting oneself and users out of scope', async () => {
    const self = await itemOf(admin, 'admin');
    const answer = await admin.delete('/api/Person/DeleteUserInfo', {
      userInfoId: String(self?.UserInfoId),
    });
    expectStatus(answer, 409);
    expect(answer.errors).toEqual(['Você não pode excluir o seu próprio usuário.']);
    const byBroker = await corretor.delete('/api/Person/DeleteUserInfo', {
      userInfoId: String(self?.UserInfoId),
    });
    expectStatus(byBroker, 404);
    const unknown = await admin.delete('/api/Person/DeleteUserInfo', { userInfoId: '999999' });
    expectStatus(unknown, 404);
  });
});

describe('ForceChangeUserInfoPassword', () => {
  it('needs GERENCIAR_SENHA_USUARIOS', async () => {
    const agente = await itemOf(admin, 'agente');
    const answer = await corretor.post('/api/security/ForceChangeUserInfoPassword', {
      UserInfoUniqueId: agente?.UniqueId,
    });
    expectStatus(answer, 403);
  });

  it('flags the user, ends its sessions and e-mails a password-reset link', async () => {
    const { user, tokens } = await signedInUser('olivia');
    const answer = await admin.post('/api/security/ForceChangeUserInfoPassword', {
      UserInfoUniqueId: user.UniqueId,
    });
    expectStatus(answer, 200);
    expect(answer.data).toBe(true);
    const details = await admin.get('/api/Security/GetUserInfoByUniqueId', {
      UniqueId: user.UniqueId,
    });
    expect(details.data.MustChangePassword).toBe(true);
    expect((await refresh(t.app, tokens.refresh_token)).statusCode).toBe(400);
    const mail = await smtp.waitFor(
      (message) => message.to.includes(user.Email) && message.text.includes('/alterar-senha/'),
    );
    expect(mail.subject).toBe('Garantia Brasil Seguros S.A.: redefinição de senha');
    expect(linkIn(mail, '/alterar-senha')).toMatch(
      new RegExp(`^${PUBLIC_URL}/alterar-senha/[A-Za-z0-9_-]{43}$`),
    );
    expect(mail.text).toContain('O administrador do portal');
    const history = await historyOf(t.db, 'UserInfo', user.UserInfoId);
    expect(history.at(-1)?.changes).toEqual([
      { field: 'MustChangePassword', oldValue: false, newValue: true },
    ]);
  });
});
