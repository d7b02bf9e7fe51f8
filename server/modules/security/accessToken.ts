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
  /** The refresh-token family of the sign-in that issued this token. */
  familyId: string | null;
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

const keyOf = (config: AppConfig) => new TextEncoder().encode(config.jwtSecret);

/**
 * HS256 JWT with sub (user id), cid (company id), typ (user type) and fam (session family); an
 * advisor acting for a broker adds act ({ advisorUserId }) and bid (the broker id).
 */
export const issueAccessToken = async (config: AppConfig, claims: AccessClaims) => {
  const token = await new SignJWT({
    cid: claims.companyId,
    typ: claims.userTypeId,
    fam: claims.familyId,
    ...actingClaims(claims.acting),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(`${config.accessTokenTtlSeconds}s`)
    .sign(keyOf(config));
  return { token, expiresIn: config.accessTokenTtlSeconds };
};

export const verifyAccessToken = async (
  config: AppConfig,
  token: string,
): Promise<AccessClaims> => {
  try {
    const { payload } = await jwtVerify(token, keyOf(config), { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const { cid, typ, fam, act, bid } = payload;
    const acting = readActing(act, bid);
    if (
      !Number.isInteger(userId) ||
      typeof cid !== 'number' ||
      typeof typ !== 'number' ||
      acting === null
    ) {
      throw new UnauthorizedError(SESSION_INVALID);
    }
    return {
      userId,
      companyId: cid,
      userTypeId: typ,
      familyId: typeof fam === 'string' ? fam : null,
      ...(acting ? { acting } : {}),
    };
  } catch (error) {
    if (error instanceof UnauthorizedError || error instanceof errors.JOSEError) {
      throw new UnauthorizedError(SESSION_INVALID);
    }
    throw error;
  }
};
