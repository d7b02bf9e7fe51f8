import { errors, jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../../config';
import { UnauthorizedError } from '../../http/errors';

export const SESSION_INVALID = 'Sessão expirada ou inválida. Entre novamente.';

export interface AccessClaims {
  userId: number;
  companyId: number;
  userTypeId: number;
  /** The refresh-token family of the sign-in that issued this token. */
  familyId: string | null;
}

const keyOf = (config: AppConfig) => new TextEncoder().encode(config.jwtSecret);

/** HS256 JWT with sub (user id), cid (company id), typ (user type) and fam (session family). */
export const issueAccessToken = async (config: AppConfig, claims: AccessClaims) => {
  const token = await new SignJWT({
    cid: claims.companyId,
    typ: claims.userTypeId,
    fam: claims.familyId,
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
    const { cid, typ, fam } = payload;
    if (!Number.isInteger(userId) || typeof cid !== 'number' || typeof typ !== 'number') {
      throw new UnauthorizedError(SESSION_INVALID);
    }
    return {
      userId,
      companyId: cid,
      userTypeId: typ,
      familyId: typeof fam === 'string' ? fam : null,
    };
  } catch (error) {
    if (error instanceof UnauthorizedError || error instanceof errors.JOSEError) {
      throw new UnauthorizedError(SESSION_INVALID);
    }
    throw error;
  }
};
