import type { GatewayContext } from '../../context';
import { ForbiddenError, LockedError, ValidationError } from '../../http/errors';
import { findCompanyByDns, findCompanyByKey } from '../tenants/service';
import { issueAccessToken, SESSION_INVALID } from './accessToken';
import {
  findAccountById,
  findAccountByLogin,
  registerFailedSignIn,
  registerSuccessfulSignIn,
} from './accounts';
import {
  COMPANY_KEY_MISMATCH,
  INACTIVE_USER,
  INVALID_CREDENTIALS,
  lockedMessage,
  UNSUPPORTED_GRANT,
} from './messages';
import { verifyPassword } from './passwords';
import {
  createRefreshToken,
  findRefreshToken,
  revokeFamily,
  spendRefreshToken,
} from './refreshTokens';

/** OAuth2 token answer (flat, no envelope). */
export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
}

export interface TokenRequest {
  grantType: string;
  username?: string;
  password?: string;
  refreshToken?: string;
  /** `companyKey` header; without it the tenant is the one answering for `host`. */
  companyKey?: string;
  host: string;
}

const required = (value: string | undefined, field: string) => {
  if (!value) throw new ValidationError(`O campo "${field}" é obrigatório.`);
  return value;
};

const openSession = async (
  { db, config }: GatewayContext,
  account: { id: number; companyId: number; userTypeId: number },
  familyId?: string,
): Promise<TokenAnswer> => {
  const refresh = await createRefreshToken(
    db,
    { userId: account.id, companyId: account.companyId, familyId },
    config.refreshTokenTtlDays,
  );
  const access = await issueAccessToken(config, {
    userId: account.id,
    companyId: account.companyId,
    userTypeId: account.userTypeId,
    familyId: refresh.familyId,
  });
  return {
    access_token: access.token,
    refresh_token: refresh.token,
    expires_in: access.expiresIn,
    token_type: 'Bearer',
  };
};

const signInWithPassword = async (context: GatewayContext, request: TokenRequest) => {
  const { db, config } = context;
  const username = required(request.username?.trim(), 'username');
  const password = required(request.password, 'password');
  const company = request.companyKey
    ? await findCompanyByKey(db, request.companyKey)
    : await findCompanyByDns(db, request.host);
  const account = company ? await findAccountByLogin(db, company.id, username) : undefined;
  if (!account) {
    await verifyPassword(null, password);
    throw new ValidationError(INVALID_CREDENTIALS);
  }
  if (account.isLocked) throw new LockedError(lockedMessage(config.loginLockMinutes));
  if (!(await verifyPassword(account.passwordHash, password))) {
    const locked = await registerFailedSignIn(db, account.id, {
      maxFailures: config.loginMaxFailures,
      lockMinutes: config.loginLockMinutes,
    });
    if (locked) throw new LockedError(lockedMessage(config.loginLockMinutes));
    throw new ValidationError(INVALID_CREDENTIALS);
  }
  if (!account.isActive) throw new ForbiddenError(INACTIVE_USER);
  await registerSuccessfulSignIn(db, account.id);
  return openSession(context, account);
};

const refreshSession = async (context: GatewayContext, request: TokenRequest) => {
  const { db } = context;
  const token = required(request.refreshToken, 'refresh_token');
  const known = await findRefreshToken(db, token);
  if (!known) throw new ValidationError(SESSION_INVALID);
  if (request.companyKey && request.companyKey !== known.companyKey) {
    throw new ForbiddenError(COMPANY_KEY_MISMATCH);
  }
  const spent = await spendRefreshToken(db, token);
  if (!spent) throw new ValidationError(SESSION_INVALID);
  const account = await findAccountById(db, spent.companyId, spent.userId);
  if (!account) throw new ValidationError(SESSION_INVALID);
  if (!account.isActive) {
    await revokeFamily(db, spent.familyId);
    throw new ForbiddenError(INACTIVE_USER);
  }
  return openSession(context, account, spent.familyId);
};

/** POST /api/Security/GetToken: password sign-in or refresh-token rotation. */
export const grantToken = (context: GatewayContext, request: TokenRequest) => {
  switch (request.grantType) {
    case 'password':
      return signInWithPassword(context, request);
    case 'refresh_token':
      return refreshSession(context, request);
    default:
      throw new ValidationError(UNSUPPORTED_GRANT);
  }
};

/** Ends the caller's session: the refresh-token family of the given token, or of the access token. */
export const logout = async (
  { db }: GatewayContext,
  caller: { userId: number; familyId: string | null },
  refreshToken?: string,
) => {
  const presented = refreshToken ? await findRefreshToken(db, refreshToken) : undefined;
  const familyId = presented?.userId === caller.userId ? presented.familyId : caller.familyId;
  if (familyId) await revokeFamily(db, familyId);
  return true;
};
