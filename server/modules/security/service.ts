import type { GatewayContext } from '../../context';
import {
  ForbiddenError,
  LockedError,
  TooManyRequestsError,
  ValidationError,
} from '../../http/errors';
import { findCompanyByDns, findCompanyByKey } from '../tenants/service';
import { SESSION_INVALID } from './accessToken';
import { canStillAct } from './actingPrincipal';
import { actingClaimOfFamily } from './actingSessions';
import { findAccountById, findAccountByLogin, registerSuccessfulSignIn } from './accounts';
import {
  COMPANY_KEY_MISMATCH,
  INACTIVE_USER,
  INVALID_CREDENTIALS,
  lockedMessage,
  TOO_MANY_ATTEMPTS,
  UNSUPPORTED_GRANT,
} from './messages';
import { verifyPassword } from './passwords';
import { signInWithDirectoryCode } from './grants/customEntra';
import { signInWithSsoCode } from './grants/authorizationCode';
import { findRefreshToken, revokeFamily, spendRefreshToken } from './refreshTokens';
import {
  chargeAddress,
  chargeLogin,
  clearLogin,
  lockLogin,
  loginKeyOf,
  refundAddress,
  type SignInLimits,
} from './signInLimits';
import { openSession } from './tokenPair';

export type { TokenAnswer } from './tokenPair';

export interface TokenRequest {
  grantType: string;
  username?: string;
  password?: string;
  refreshToken?: string;
  /** authorization_code: the one-time sign-on token; custom_entra: the provider's code. */
  code?: string;
  /** custom_entra: the authorization response's state, issuer (iss) and :seguradora. */
  state?: string;
  iss?: string;
  seguradora?: string;
  /** The request's logger, for why an exchange with an identity provider failed. */
  log?: { warn(details: object, message: string): void };
  /** `companyKey` header; without it the tenant is the one answering for `host`. */
  companyKey?: string;
  host: string;
  /** The client address (request.ip), for the per-address limit on failed sign-ins. */
  address: string;
}

const required = (value: string | undefined, field: string) => {
  if (!value) throw new ValidationError(`O campo "${field}" é obrigatório.`);
  return value;
};

const limitsOf = ({ config }: GatewayContext): SignInLimits => ({
  maxFailures: config.loginMaxFailures,
  lockMinutes: config.loginLockMinutes,
  maxFailuresPerAddress: config.loginMaxFailuresPerAddress,
});

/**
 * Password sign-in. Attempts are counted before the password is checked, per client address
 * (across usernames: over the limit answers 429 and touches no account) and per login as typed,
 * whether or not it exists: an unknown login answers, locks and takes as long (argon2 against a
 * decoy hash) as a wrong password. A success gives both attempts back.
 */
const signInWithPassword = async (context: GatewayContext, request: TokenRequest) => {
  const { db, config } = context;
  const username = required(request.username?.trim(), 'username');
  const password = required(request.password, 'password');
  const limits = limitsOf(context);
  if (!(await chargeAddress(db, request.address, limits))) {
    throw new TooManyRequestsError(TOO_MANY_ATTEMPTS);
  }
  const company = request.companyKey
    ? await findCompanyByKey(db, request.companyKey)
    : await findCompanyByDns(db, request.host);
  if (!company) {
    await verifyPassword(null, password);
    throw new ValidationError(INVALID_CREDENTIALS);
  }
  const login = { companyId: company.id, loginKey: loginKeyOf(username) };
  const { attempt, locked } = await chargeLogin(db, login, limits);
  if (locked) throw new LockedError(lockedMessage(config.loginLockMinutes));
  // beyond the limit without a lock yet (attempts racing the one that locks): lock it now
  if (attempt > limits.maxFailures) {
    await lockLogin(db, login, limits);
    throw new LockedError(lockedMessage(config.loginLockMinutes));
  }
  const account = await findAccountByLogin(db, company.id, username);
  if (!(await verifyPassword(account?.passwordHash ?? null, password)) || !account) {
    if (attempt >= limits.maxFailures) {
      await lockLogin(db, login, limits);
      throw new LockedError(lockedMessage(config.loginLockMinutes));
    }
    throw new ValidationError(INVALID_CREDENTIALS);
  }
  await clearLogin(db, login);
  await refundAddress(db, request.address);
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
  const acting = await actingClaimOfFamily(db, spent.familyId);
  if (acting && !(await canStillAct(db, account.companyId, acting))) {
    await revokeFamily(db, spent.familyId);
    throw new ValidationError(SESSION_INVALID);
  }
  return openSession(context, account, spent.familyId, acting);
};

/** POST /api/Security/GetToken: password sign-in or refresh-token rotation. */
export const grantToken = (context: GatewayContext, request: TokenRequest) => {
  switch (request.grantType) {
    case 'password':
      return signInWithPassword(context, request);
    case 'refresh_token':
      return refreshSession(context, request);
    case 'authorization_code':
      return signInWithSsoCode(context, request);
    case 'custom_entra':
      return signInWithDirectoryCode(context, request);
    default:
      throw new ValidationError(UNSUPPORTED_GRANT);
  }
};

/** Ends the caller's session: the refresh-token family of the given token, or of the access token. */
export const logout = async (
  { db }: GatewayContext,
  caller: { userId: number; familyId: string },
  refreshToken?: string,
) => {
  const presented = refreshToken ? await findRefreshToken(db, refreshToken) : undefined;
  const familyId = presented?.userId === caller.userId ? presented.familyId : caller.familyId;
  await revokeFamily(db, familyId);
  return true;
};
