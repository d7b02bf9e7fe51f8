import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTokens, users } from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import {
  consumeUserToken,
  hashUserToken,
  issueUserToken,
  peekUserToken,
} from '../../../server/modules/accounts/userTokens';
import { addUser, companyIdOf } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  companyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
});
afterAll(() => t.close());

const issue = async (login: string, ttlMinutes = 60, purpose = 'password_reset' as const) => {
  const user = await addUser(t.db, { login });
  const token = await issueUserToken(t.db, { companyId, userId: user.id, purpose, ttlMinutes });
  return { user, token };
};

describe('user tokens', () => {
  it('are random, 32 bytes base64url, stored only as a sha-256 hash', async () => {
    const { user, token } = await issue('token.hash');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(row.tokenHash).toBe(hashUserToken(token));
    expect(row.tokenHash).not.toContain(token);
  });

  it('peek shows who the token is for without spending it', async () => {
    const { user, token } = await issue('token.peek');
    const peeked = await peekUserToken(t.db, { token, purposes: ['password_reset'] });
    expect(peeked).toMatchObject({
      userId: user.id,
      login: 'token.peek',
      purpose: 'password_reset',
    });
    const again = await peekUserToken(t.db, { token, purposes: ['password_reset'] });
    expect(again.userId).toBe(user.id);
  });

  it('are single use', async () => {
    const { user, token } = await issue('token.once');
    const spent = await consumeUserToken(t.db, { token, purposes: ['password_reset'] });
    expect(spent.userId).toBe(user.id);
    await expect(
      consumeUserToken(t.db, { token, purposes: ['password_reset'] }),
    ).rejects.toMatchObject({
      reason: 'used',
      messages: ['Este link já foi utilizado. Solicite um novo link.'],
    });
  });

  it('are single use even when spent twice at the same moment', async () => {
    const { token } = await issue('token.race');
    const results = await Promise.allSettled([
      consumeUserToken(t.db, { token, purposes: ['password_reset'] }),
      consumeUserToken(t.db, { token, purposes: ['password_reset'] }),
      consumeUserToken(t.db, { token, purposes: ['password_reset'] }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('expire (a zero lifetime is already expired)', async () => {
    const { token } = await issue('token.expired', 0);
    await expect(
      peekUserToken(t.db, { token, purposes: ['password_reset'] }),
    ).rejects.toMatchObject({
      reason: 'expired',
      messages: ['Este link expirou. Solicite um novo link.'],
    });
    await expect(
      consumeUserToken(t.db, { token, purposes: ['password_reset'] }),
    ).rejects.toMatchObject({ reason: 'expired' });
  });

  it('expire when the clock passes their lifetime', async () => {
    const { user, token } = await issue('token.clock', 60);
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, user.id));
    await expect(
      peekUserToken(t.db, { token, purposes: ['password_reset'] }),
    ).rejects.toMatchObject({
      reason: 'expired',
    });
  });

  it('a new token of the same purpose retires the older unused ones, not other purposes', async () => {
    const { user, token: older } = await issue('token.newer');
    const invite = await issueUserToken(t.db, {
      companyId,
      userId: user.id,
      purpose: 'first_access',
      ttlMinutes: 60,
    });
    const newer = await issueUserToken(t.db, {
      companyId,
      userId: user.id,
      purpose: 'password_reset',
      ttlMinutes: 60,
    });
    await expect(
      peekUserToken(t.db, { token: older, purposes: ['password_reset'] }),
    ).rejects.toMatchObject({ reason: 'expired' });
    expect((await peekUserToken(t.db, { token: newer, purposes: ['password_reset'] })).userId).toBe(
      user.id,
    );
    expect((await peekUserToken(t.db, { token: invite, purposes: ['first_access'] })).userId).toBe(
      user.id,
    );
  });

  it('are unknown with a wrong purpose, a made-up value or a deleted user', async () => {
    const { user, token } = await issue('token.unknown');
    await expect(peekUserToken(t.db, { token, purposes: ['sso'] })).rejects.toMatchObject({
      reason: 'unknown',
      messages: ['Link inválido. Solicite um novo link.'],
    });
    await expect(
      peekUserToken(t.db, { token: 'inventado', purposes: ['password_reset'] }),
    ).rejects.toMatchObject({ reason: 'unknown' });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    await expect(
      peekUserToken(t.db, { token, purposes: ['password_reset'] }),
    ).rejects.toMatchObject({
      reason: 'unknown',
    });
  });

  it('refuse an inactive user', async () => {
    const { user, token } = await issue('token.inactive');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await expect(
      consumeUserToken(t.db, { token, purposes: ['password_reset'] }),
    ).rejects.toMatchObject({ reason: 'inactive', statusCode: 400 });
  });
});
