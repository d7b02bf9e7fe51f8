import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { GatewayContext } from '../../context';
import type { Database } from '../../db/client';
import { companies, companyDns } from '../../db/schema';
import { ForbiddenError, NotFoundError, ValidationError } from '../../http/errors';
import { COMPANY_KEY_MISMATCH } from '../security/messages';
import { normalizeDns } from '../tenants/service';
import { accountForEmail } from './accounts';
import { emailOfClaims } from './identityClaims';
import { consumeLoginRequest, createLoginRequest } from './loginRequests';
import {
  EMAIL_NOT_VERIFIED,
  IdentityProviderUnavailableError,
  INVALID_REDIRECT_URI,
  LOGIN_NOT_COMPLETED,
  LOGIN_REQUEST_INVALID,
  NO_EMAIL_FROM_PROVIDER,
  PROVIDER_UNAVAILABLE,
  providerNotConfigured,
} from './messages';
import {
  clientConfigOf,
  findProviderById,
  findProviderBySlug,
  type IdentityProvider,
} from './providers';

/** Where the reasons of a failed exchange go (the request's logger). */
export interface DirectoryLog {
  warn(details: object, message: string): void;
}

const isNetworkFailure = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'TimeoutError' ||
    error.name === 'AbortError' ||
    (error instanceof TypeError && error.message === 'fetch failed'));

const configOf = async (provider: IdentityProvider, log?: DirectoryLog) => {
  try {
    return await clientConfigOf(provider);
  } catch (error) {
    log?.warn({ err: error, provider: provider.slug }, 'identity provider discovery failed');
    throw new IdentityProviderUnavailableError(PROVIDER_UNAVAILABLE);
  }
};

/** The callback must be this tenant's portal, at /login-ad-<slug>-callback. */
const checkRedirectUri = async (db: Database, provider: IdentityProvider, value: string) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ValidationError(INVALID_REDIRECT_URI);
  }
  const wellFormed =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.pathname === `/login-ad-${provider.slug}-callback` &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password;
  if (!wellFormed) throw new ValidationError(INVALID_REDIRECT_URI);
  const hosts = await db
    .select({ dns: companyDns.dns })
    .from(companyDns)
    .where(eq(companyDns.companyId, provider.companyId));
  if (!hosts.some((host) => host.dns === normalizeDns(url.host))) {
    throw new ValidationError(INVALID_REDIRECT_URI);
  }
  return url.href;
};

export interface StartDirectoryLogin {
  seguradora: string;
  redirectUri: string;
  log?: DirectoryLog;
}

/**
 * Directory/Start: the provider's authorization URL (code flow, PKCE S256, state and nonce).
 * State, nonce and the PKCE verifier stay on the server (directory_login_requests).
 */
export const startDirectoryLogin = async ({ db }: GatewayContext, request: StartDirectoryLogin) => {
  const provider = await findProviderBySlug(db, request.seguradora);
  if (!provider) throw new NotFoundError(providerNotConfigured(request.seguradora));
  const redirectUri = await checkRedirectUri(db, provider, request.redirectUri);
  const config = await configOf(provider, request.log);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await createLoginRequest(db, {
    companyId: provider.companyId,
    providerId: provider.id,
    state,
    nonce,
    codeVerifier,
    redirectUri,
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: provider.scopes,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { AuthorizationUrl: url.href };
};

export interface CompleteDirectoryLogin {
  code?: string;
  state?: string;
  iss?: string;
  seguradora?: string;
  companyKey?: string;
  log?: DirectoryLog;
}

const required = (value: string | undefined, field: string) => {
  if (!value) throw new ValidationError(`O campo "${field}" é obrigatório.`);
  return value;
};

const exchangeCode = async (
  config: oidc.Configuration,
  callback: URL,
  checks: { pkceCodeVerifier: string; expectedState: string; expectedNonce: string },
  log?: DirectoryLog,
) => {
  try {
    return await oidc.authorizationCodeGrant(config, callback, {
      ...checks,
      idTokenExpected: true,
    });
  } catch (error) {
    log?.warn({ err: error }, 'directory code exchange failed');
    if (isNetworkFailure(error)) throw new IdentityProviderUnavailableError(PROVIDER_UNAVAILABLE);
    throw new ValidationError(LOGIN_NOT_COMPLETED);
  }
};

/** The e-mail from the ID token, or from the userinfo endpoint when the ID token has none. */
const verifiedEmail = async (
  config: oidc.Configuration,
  tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>,
  log?: DirectoryLog,
) => {
  const claims = tokens.claims();
  let identity = emailOfClaims(claims);
  if (!identity && claims && config.serverMetadata().userinfo_endpoint) {
    try {
      identity = emailOfClaims(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub));
    } catch (error) {
      log?.warn({ err: error }, 'directory userinfo failed');
    }
  }
  if (!identity) throw new ValidationError(NO_EMAIL_FROM_PROVIDER);
  if (!identity.verified) throw new ValidationError(EMAIL_NOT_VERIFIED);
  return identity.email;
};

/**
 * grant_type=custom_entra: spends the sign-in started by Directory/Start, exchanges the code at
 * the provider (PKCE, state, nonce, ID token checked by openid-client) and answers the active
 * Aval user of the tenant whose e-mail the provider vouched for.
 */
export const completeDirectoryLogin = async (
  { db }: GatewayContext,
  request: CompleteDirectoryLogin,
) => {
  const code = required(request.code, 'code');
  const state = required(request.state, 'state');
  const pending = await consumeLoginRequest(db, state);
  if (!pending) throw new ValidationError(LOGIN_REQUEST_INVALID);
  const provider = await findProviderById(db, pending.providerId);
  const slugMatches =
    !request.seguradora || request.seguradora.trim().toLowerCase() === provider?.slug;
  if (!provider || provider.companyId !== pending.companyId || !slugMatches) {
    throw new ValidationError(LOGIN_REQUEST_INVALID);
  }
  if (request.companyKey) {
    const [company] = await db
      .select({ companyKey: companies.companyKey })
      .from(companies)
      .where(eq(companies.id, provider.companyId));
    if (company?.companyKey !== request.companyKey) throw new ForbiddenError(COMPANY_KEY_MISMATCH);
  }
  const config = await configOf(provider, request.log);
  const callback = new URL(pending.redirectUri);
  callback.searchParams.set('code', code);
  callback.searchParams.set('state', state);
  if (request.iss) callback.searchParams.set('iss', request.iss);
  const tokens = await exchangeCode(
    config,
    callback,
    { pkceCodeVerifier: pending.codeVerifier, expectedState: state, expectedNonce: pending.nonce },
    request.log,
  );
  const email = await verifiedEmail(config, tokens, request.log);
  return accountForEmail(db, provider.companyId, email);
};
