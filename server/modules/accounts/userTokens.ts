import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { persons, userTokens, users } from '../../db/schema';
import { ValidationError } from '../../http/errors';

export const userTokenPurposes = ['first_access', 'password_reset', 'sso'] as const;
export type UserTokenPurpose = (typeof userTokenPurposes)[number];

/** Why a presented token cannot be used. */
export type UserTokenProblem = 'unknown' | 'expired' | 'used' | 'inactive';

export const userTokenMessages: Record<UserTokenProblem, string> = {
  unknown: 'Link inválido. Solicite um novo link.',
  expired: 'Este link expirou. Solicite um novo link.',
  used: 'Este link já foi utilizado. Solicite um novo link.',
  inactive: 'Usuário inativo. Contate o administrador.',
};

/** 400 with the token's problem; `reason` lets callers tell the cases apart. */
export class UserTokenError extends ValidationError {
  readonly reason: UserTokenProblem;

  constructor(reason: UserTokenProblem) {
    super(userTokenMessages[reason]);
    this.reason = reason;
  }
}

/** Only the sha-256 of a user token is stored; the token itself travels in the e-mailed link. */
export const hashUserToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface IssueUserTokenInput {
  companyId: number;
  userId: number;
  purpose: UserTokenPurpose;
  /** 0 issues a token that is already expired (tests). */
  ttlMinutes: number;
  createdByUserId?: number | null;
}

/**
 * A new random token (32 bytes, base64url) for the user. Older unused tokens of the same purpose
 * stop working (they are expired at once), so only the latest link is good.
 */
export const issueUserToken = async (db: Database, input: IssueUserTokenInput) => {
  const token = randomBytes(32).toString('base64url');
  const ttlMinutes = Math.max(0, Math.floor(input.ttlMinutes));
  await db.transaction(async (tx) => {
    await tx
      .update(userTokens)
      .set({ expiresAt: sql`least(${userTokens.expiresAt}, now())` })
      .where(
        and(
          eq(userTokens.userId, input.userId),
          eq(userTokens.purpose, input.purpose),
          isNull(userTokens.usedAt),
        ),
      );
    await tx.insert(userTokens).values({
      companyId: input.companyId,
      userId: input.userId,
      purpose: input.purpose,
      tokenHash: hashUserToken(token),
      expiresAt: sql`now() + make_interval(mins => ${ttlMinutes})`,
      createdByUserId: input.createdByUserId ?? null,
    });
  });
  return token;
};

/** The user a token belongs to, as the account flows need it. */
export interface TokenUser {
  tokenId: number;
  purpose: UserTokenPurpose;
  userId: number;
  companyId: number;
  userTypeId: number;
  login: string;
  isActive: boolean;
  personId: number;
  name: string;
  email: string | null;
}

const tokenUserColumns = {
  tokenId: userTokens.id,
  purpose: sql<UserTokenPurpose>`${userTokens.purpose}`,
  userId: users.id,
  companyId: users.companyId,
  userTypeId: users.userTypeId,
  login: users.login,
  isActive: users.isActive,
  personId: users.personId,
  name: persons.name,
  email: persons.email,
  usedAt: userTokens.usedAt,
  expired: sql<boolean>`${userTokens.expiresAt} <= now()`,
};

const findToken = async (db: Database, token: string, purposes: readonly UserTokenPurpose[]) => {
  if (!token || token.length > 512 || purposes.length === 0) return undefined;
  const [row] = await db
    .select(tokenUserColumns)
    .from(userTokens)
    .innerJoin(users, and(eq(users.id, userTokens.userId), isNull(users.deletedAt)))
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(
      and(eq(userTokens.tokenHash, hashUserToken(token)), inArray(userTokens.purpose, purposes)),
    )
    .limit(1);
  return row;
};

const problemOf = (row: Awaited<ReturnType<typeof findToken>>): UserTokenProblem | undefined => {
  if (!row) return 'unknown';
  if (row.usedAt) return 'used';
  if (row.expired) return 'expired';
  if (!row.isActive) return 'inactive';
  return undefined;
};

const strip = ({
  usedAt: _usedAt,
  expired: _expired,
  ...user
}: NonNullable<Awaited<ReturnType<typeof findToken>>>): TokenUser => user;

export interface PresentedToken {
  token: string;
  purposes: readonly UserTokenPurpose[];
}

/** Checks a token without spending it (the page validates the link on load). */
export const peekUserToken = async (db: Database, { token, purposes }: PresentedToken) => {
  const row = await findToken(db, token, purposes);
  const problem = problemOf(row);
  if (problem || !row) throw new UserTokenError(problem ?? 'unknown');
  return strip(row);
};

/**
 * Spends a token: one conditional UPDATE, so of two concurrent uses exactly one wins. Pass the
 * transaction that applies the token's effect, so a failure leaves the token unused.
 */
export const consumeUserToken = async (
  db: Database,
  { token, purposes }: PresentedToken,
): Promise<TokenUser> => {
  const row = await findToken(db, token, purposes);
  const problem = problemOf(row);
  if (problem || !row) throw new UserTokenError(problem ?? 'unknown');
  const [spent] = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.id, row.tokenId),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: userTokens.id });
  if (!spent) {
    const again = await findToken(db, token, purposes);
    throw new UserTokenError(problemOf(again) ?? 'used');
  }
  return strip(row);
};
