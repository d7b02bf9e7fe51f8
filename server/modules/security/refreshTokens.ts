import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { companies, refreshTokens } from '../../db/schema';

/** Only the sha-256 of a refresh token is stored; the token itself leaves with the answer. */
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const createRefreshToken = async (
  db: Database,
  owner: { userId: number; companyId: number; familyId?: string },
  ttlDays: number,
) => {
  const token = randomBytes(32).toString('base64url');
  const familyId = owner.familyId ?? randomUUID();
  await db.insert(refreshTokens).values({
    companyId: owner.companyId,
    userId: owner.userId,
    familyId,
    tokenHash: hashRefreshToken(token),
    expiresAt: sql`now() + make_interval(days => ${ttlDays})`,
  });
  return { token, familyId };
};

export const findRefreshToken = async (db: Database, token: string) => {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      companyId: refreshTokens.companyId,
      companyKey: companies.companyKey,
      familyId: refreshTokens.familyId,
      usedAt: refreshTokens.usedAt,
    })
    .from(refreshTokens)
    .innerJoin(companies, eq(companies.id, refreshTokens.companyId))
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
    .limit(1);
  return row;
};

/**
 * SQL condition: the session (refresh-token family) is still live for this user, i.e. not ended by
 * Logout, reuse detection, a password change or a deactivation, which all revoke every token of
 * the family. One probe of the partial index refresh_tokens_live_family_idx.
 */
export const isSessionLive = (familyId: string | Placeholder, userId: AnyPgColumn | number): SQL =>
  sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${familyId} and ${refreshTokens.userId} = ${userId} and ${refreshTokens.revokedAt} is null)`;

export const revokeFamily = (db: Database, familyId: string) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));

/**
 * Spends a live refresh token (one use only). Presenting a spent token again means it leaked:
 * the whole family is revoked, so the token that replaced it stops working too.
 */
export const spendRefreshToken = async (db: Database, token: string) => {
  const tokenHash = hashRefreshToken(token);
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({
      userId: refreshTokens.userId,
      companyId: refreshTokens.companyId,
      familyId: refreshTokens.familyId,
    });
  if (spent) return spent;
  const known = await findRefreshToken(db, token);
  if (known?.usedAt) await revokeFamily(db, known.familyId);
  return undefined;
};
