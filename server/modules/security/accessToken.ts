import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../../config';
import { UnauthorizedError } from '../../http/errors';

export const SESSION_INVALID = 'Sessão expirada ou inválida. Entre novamente.';

/** A risk advisor acting for a broker (Advisor/AuthenticationBroker): claims `act` and `bid`. */
export interface ActingClaim {
  advisorUserId: number;
  brokerId: number;
}

export interface AccessClaims {
  userId: number;
  companyId: number;
  userTypeId: number;
  /** The session: the refresh-token family of the sign-in that issued this token. */
  familyId: string;
  /** Set while an advisor acts for a broker; `userId` is then the advisor too. */
  acting?: ActingClaim;
}

const actingClaims = (acting?: ActingClaim) =>
  acting ? { act: { advisorUserId: acting.advisorUserId }, bid: acting.brokerId } : {};

const readActing = (act: unknown, bid: unknown): ActingClaim | undefined | null => {
  if (act === undefined && bid === undefined) return undefined;
  const advisorUserId = (act as { advisorUserId?: unknown } | null)?.advisorUserId;
  if (!Number.isInteger(advisorUserId) || !Number.isInteger(bid)) return null;
  return { advisorUserId: advisorUserId as number, brokerId: bid as number };
};

/** How many verified tokens each key remembers (oldest forgotten first). */
const VERIFIED_TOKENS_KEPT = 10_000;

interface SigningKey {
  key: KeyObject;
  /** Tokens whose signature and claims this key has verified, with their exp (seconds). */
  verified: Map<string, { claims: AccessClaims; expiresAt: number }>;
}

const signingKeys = new Map<string, SigningKey>();
/**
 * The HMAC key, made once per secret, with the tokens it has verified: importing the key and
 * checking the same token's signature again on every call were a tenth of the gateway's CPU
 * (issue 11). Only the signature is remembered; expiry is checked on every call, and whether the
 * session and user are still live is read from the database on every call (principal.ts).
 */
const signingKeyOf = (config: AppConfig) => {
  let signing = signingKeys.get(config.jwtSecret);
  if (!signing) {
    signing = { key: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')), verified: new Map() };
    signingKeys.set(config.jwtSecret, signing);
  }
  return signing;
};

const keyOf = (config: AppConfig) => signingKeyOf(config).key;

const remember = (signing: SigningKey, token: string, claims: AccessClaims, expiresAt: number) => {
  if (signing.verified.size >= VERIFIED_TOKENS_KEPT) {
    const oldest = signing.verified.keys().next().value;
    if (oldest !== undefined) signing.verified.delete(oldest);
  }
  signing.verified.set(token, { claims, expiresAt });
};

/** The gateway's clock for access tokens (tests move it instead of waiting). */
const nowOf = (config: AppConfig) => config.clock?.() ?? new Date();

/**
 * HS256 JWT with sub (user id), cid (company id), typ (user type), fam (the session: its
 * refresh-token family), iat and exp; an advisor acting for a broker adds act ({ advisorUserId })
 * and bid (the broker id).
 */
export const issueAccessToken = async (config: AppConfig, claims: AccessClaims) => {
  const issuedAt = Math.floor(nowOf(config).getTime() / 1000);
  const token = await new SignJWT({
    cid: claims.companyId,
    typ: claims.userTypeId,
    fam: claims.familyId,
    ...actingClaims(claims.acting),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + config.accessTokenTtlSeconds)
    .sign(keyOf(config));
  return { token, expiresIn: config.accessTokenTtlSeconds };
};

/**
 * A token is good only when signed with our key, not expired by the gateway's clock, and carrying
 * exp and its session (fam): a token without them would outlive every revocation. Whether the
 * session is still live is checked with the principal (principal.ts), on every call.
 */
export const verifyAccessToken = async (
  config: AppConfig,
  token: string,
): Promise<AccessClaims> => {
  const signing = signingKeyOf(config);
  const currentDate = nowOf(config);
  const known = signing.verified.get(token);
  if (known) {
    // As jose decides: a token is expired once exp is not after the current second.
    if (known.expiresAt > Math.floor(currentDate.getTime() / 1000)) return known.claims;
    signing.verified.delete(token);
    throw new UnauthorizedError(SESSION_INVALID);
  }
  try {
    const { payload } = await jwtVerify(token, signing.key, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
      currentDate,
    });
    const userId = Number(payload.sub);
    const { cid, typ, fam, act, bid, exp } = payload;
    const acting = readActing(act, bid);
    if (
      !Number.isInteger(userId) ||
      typeof cid !== 'number' ||
      typeof typ !== 'number' ||
      typeof fam !== 'string' ||
      fam === '' ||
      typeof exp !== 'number' ||
      acting === null
    ) {
      throw new UnauthorizedError(SESSION_INVALID);
    }
    const claims: AccessClaims = {
      userId,
      companyId: cid,
      userTypeId: typ,
      familyId: fam,
      ...(acting ? { acting } : {}),
    };
    remember(signing, token, claims, exp);
    return claims;
  } catch (error) {
    if (error instanceof UnauthorizedError || error instanceof errors.JOSEError) {
      throw new UnauthorizedError(SESSION_INVALID);
    }
    throw error;
  }
};
