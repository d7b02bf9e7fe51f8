import {
  type AuthProvider,
  addRefreshAuthToAuthProvider,
  HttpError,
  type UserIdentity,
} from 'react-admin';
import { isAdvisor } from '../../domain/userTypes';
import { actAsBroker, returnToAdvisor } from './advisorSessions';
import { fetchUserInfo, requestToken, revokeSession } from './securityApi';
import { emitNotificationsCleared, NOTIFICATIONS_CLEAR_DELAY_MS } from './sessionEvents';
import { refreshAuth, renewAfterUnauthorized, resetRefreshPhase } from './sessionRefresh';
import { storage } from './storage';
import type { CodeTokenRequest, SessionUserInfo, TokenRequest } from './types';
import { startDirectoryLogin } from './waysInApi';

export interface LoginParams {
  username: string;
  password: string;
  /** The advisor sign-in page (/login/assessor): only risk advisors may enter there. */
  advisorOnly?: boolean;
}

/** i18n key of the refusal on the advisor sign-in page (the session is closed again). */
export const ADVISOR_ONLY_MESSAGE = 'aval.waysIn.advisor.onlyAdvisors';

const tokenRequestOf = (params: LoginParams | CodeTokenRequest): TokenRequest =>
  'grant_type' in params
    ? params
    : { grant_type: 'password', username: params.username, password: params.password };

const isUnauthorized = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;

/**
 * The other ways a session starts or changes identity. They belong to the authProvider, not the
 * dataProvider: its refresh wrapper must not run before a call that itself hands out tokens.
 */
const sessionMethods = {
  /** The tenant identity provider's authorization URL (Directory/Start, before sign-in). */
  startDirectoryLogin,
  /** Advisor/AuthenticationBroker: the advisor now acts for the broker. */
  actAsBroker,
  /** Advisor/AuthenticationAdvisor: back to the advisor's own session. */
  returnToAdvisor,
};

/** The authProvider with the session methods, as `useAuthProvider<AvalAuthProvider>()`. */
export type AvalAuthProvider = AuthProvider & typeof sessionMethods;

/** Who is signed in, as react-admin's user menu shows it. */
export const identityOf = (user: SessionUserInfo): UserIdentity => ({
  id: user.UserId,
  fullName: user.Name,
});

export const baseAuthProvider: AvalAuthProvider = {
  ...sessionMethods,

  /** Password sign-in, or a code (single sign-on token, directory login) through GetToken. */
  login: async (params: LoginParams | CodeTokenRequest) => {
    storage.clearSession();
    resetRefreshPhase();
    storage.setTokens(await requestToken(tokenRequestOf(params)));
    try {
      const user = await fetchUserInfo();
      if ('advisorOnly' in params && params.advisorOnly && !isAdvisor(user)) {
        await revokeSession(storage.getRefreshToken()).catch(() => undefined);
        throw new HttpError(ADVISOR_ONLY_MESSAGE, 403);
      }
      storage.setUserInfo(user);
    } catch (error) {
      storage.clearSession();
      throw error;
    }
  },

  logout: async () => {
    if (storage.getAccessToken()) {
      await revokeSession(storage.getRefreshToken()).catch(() => undefined);
    }
    storage.clearSession();
    resetRefreshPhase();
    setTimeout(emitNotificationsCleared, NOTIFICATIONS_CLEAR_DELAY_MS);
    return storage.getLoginPath();
  },

  checkAuth: async () => {
    if (storage.getAccessToken() && storage.getUserInfo()) return;
    throw { redirectTo: storage.getLoginPath(), message: false };
  },

  /**
   * Spec part 2 §8: a 401 with a refresh token asks for a refresh and passes the error on;
   * a 401 without one signs out; any other error passes on unchanged.
   */
  checkError: async (error: unknown) => {
    if (!isUnauthorized(error)) return;
    if (renewAfterUnauthorized()) return;
    throw { redirectTo: storage.getLoginPath() };
  },

  getIdentity: async (): Promise<UserIdentity> => {
    const user = storage.getUserInfo();
    if (!user) throw new Error('Sessão não iniciada.');
    return identityOf(user);
  },

  getPermissions: async (): Promise<SessionUserInfo | null> => storage.getUserInfo(),

  // the permission tables load with the first question, not with the sign-in page
  canAccess: async ({ resource, action }) =>
    (await import('./canAccess')).canAccess({ resource, action }, storage.getUserInfo()),
};

export const authProvider = addRefreshAuthToAuthProvider(baseAuthProvider, refreshAuth);
