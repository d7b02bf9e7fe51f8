import { type AuthProvider, addRefreshAuthToAuthProvider, type UserIdentity } from 'react-admin';
import { canAccessScreen } from './canAccess';
import { fetchUserInfo, requestToken, revokeSession } from './securityApi';
import { emitNotificationsCleared, NOTIFICATIONS_CLEAR_DELAY_MS } from './sessionEvents';
import { refreshAuth, renewAfterUnauthorized, resetRefreshPhase } from './sessionRefresh';
import { storage } from './storage';
import type { SessionUserInfo } from './types';

export interface LoginParams {
  username: string;
  password: string;
}

const isUnauthorized = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;

export const baseAuthProvider: AuthProvider = {
  login: async ({ username, password }: LoginParams) => {
    storage.clearSession();
    resetRefreshPhase();
    storage.setTokens(await requestToken({ grant_type: 'password', username, password }));
    try {
      storage.setUserInfo(await fetchUserInfo());
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
    return { id: user.UserId, fullName: user.Name };
  },

  getPermissions: async (): Promise<SessionUserInfo | null> => storage.getUserInfo(),

  canAccess: async ({ resource, action }) =>
    canAccessScreen({ resource, action }, storage.getUserInfo()),
};

export const authProvider = addRefreshAuthToAuthProvider(baseAuthProvider, refreshAuth);
