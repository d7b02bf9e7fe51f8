import { isTokenExpired } from './accessToken';
import { fetchUserInfo, requestToken } from './securityApi';
import { storage } from './storage';

/**
 * idle → refreshing → refreshed (the page reloads) or failed (the user goes to sign-in).
 * The shell's SessionRefreshDialog shows the phases and performs the reload / redirect.
 */
export type RefreshPhase = 'idle' | 'refreshing' | 'refreshed' | 'failed';

let phase: RefreshPhase = 'idle';
let inflight: Promise<void> | null = null;
const listeners = new Set<() => void>();

const setPhase = (next: RefreshPhase) => {
  phase = next;
  for (const listener of listeners) listener();
};

export const refreshPhaseStore = {
  get: () => phase,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** After a failure nothing else may run: calls wait while the user is sent to sign-in. */
const parked = () => new Promise<void>(() => {});

const renewSession = (refreshToken: string): Promise<void> => {
  setPhase('refreshing');
  inflight = (async () => {
    try {
      storage.setTokens(
        await requestToken({ grant_type: 'refresh_token', refresh_token: refreshToken }),
      );
      storage.setUserInfo(await fetchUserInfo());
    } catch {
      storage.clearSession();
      setPhase('failed');
      return parked();
    }
    inflight = null;
    setPhase('refreshed');
  })();
  return inflight;
};

/**
 * The `refreshAuth` of addRefreshAuthToAuthProvider / addRefreshAuthToDataProvider: before a
 * call, an expired access token is exchanged (once, however many calls wait) for a new pair.
 */
export const refreshAuth = (): Promise<void> => {
  if (phase === 'failed') return parked();
  if (inflight) return inflight;
  const accessToken = storage.getAccessToken();
  const refreshToken = storage.getRefreshToken();
  if (!accessToken || !refreshToken || !isTokenExpired(accessToken)) return Promise.resolve();
  return renewSession(refreshToken);
};

/** A 401 during the session: refresh now unless a refresh is already showing or done. */
export const renewAfterUnauthorized = (): boolean => {
  if (phase !== 'idle') return true;
  const refreshToken = storage.getRefreshToken();
  if (!refreshToken) return false;
  void renewSession(refreshToken);
  return true;
};

/** Sign-in and sign-out start a fresh session. */
export const resetRefreshPhase = () => {
  inflight = null;
  setPhase('idle');
};
