import type {
  AdvisorInfo,
  PortalConfig,
  PortalThemeMode,
  SessionUserInfo,
  StorageInfo,
  TokenResponse,
} from './types';

/** The browser-storage keys of the spec (userInfo, application config, session…). */
export const StorageKey = {
  userInfo: 'userInfo',
  config: 'config',
  companyKey: 'companyKey',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  advisorInfo: 'advisorInfo',
  storageInfo: 'storageInfo',
  loginPath: 'loginPath',
  themeMode: 'themeMode',
} as const;
type Key = (typeof StorageKey)[keyof typeof StorageKey];

const readText = (key: Key): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

const writeText = (key: Key, value: string | null) => {
  try {
    if (value == null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable (private mode): the session simply does not persist
  }
};

const readJson = <T>(key: Key): T | null => {
  const raw = readText(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
};

const writeJson = (key: Key, value: unknown) =>
  writeText(key, value == null ? null : JSON.stringify(value));

export const storage = {
  getUserInfo: () => readJson<SessionUserInfo>(StorageKey.userInfo),
  setUserInfo: (user: SessionUserInfo | null) => writeJson(StorageKey.userInfo, user),

  getAppConfig: () => readJson<PortalConfig>(StorageKey.config),
  setAppConfig: (config: PortalConfig) => {
    writeJson(StorageKey.config, config);
    writeText(StorageKey.companyKey, config.companyKey);
  },
  getCompanyKey: () => readText(StorageKey.companyKey),

  getAccessToken: () => readText(StorageKey.accessToken),
  getRefreshToken: () => readText(StorageKey.refreshToken),
  setTokens: (tokens: Pick<TokenResponse, 'access_token' | 'refresh_token'>) => {
    writeText(StorageKey.accessToken, tokens.access_token);
    writeText(StorageKey.refreshToken, tokens.refresh_token);
  },
  clearTokens: () => {
    writeText(StorageKey.accessToken, null);
    writeText(StorageKey.refreshToken, null);
  },

  getAdvisorInfo: () => readJson<AdvisorInfo>(StorageKey.advisorInfo),
  setAdvisorInfo: (advisor: AdvisorInfo | null) => writeJson(StorageKey.advisorInfo, advisor),

  getStorageInfo: () => readJson<StorageInfo>(StorageKey.storageInfo),
  setStorageInfo: (info: StorageInfo | null) => writeJson(StorageKey.storageInfo, info),

  /** The sign-in path the user last used (keeps the tenant's simula- segment for the way back). */
  getLoginPath: () => readText(StorageKey.loginPath) ?? '/login',
  setLoginPath: (path: string) => writeText(StorageKey.loginPath, path),

  getThemeMode: () => readText(StorageKey.themeMode) as PortalThemeMode | null,
  setThemeMode: (mode: PortalThemeMode) => writeText(StorageKey.themeMode, mode),

  /** Sign-out: auth data, advisor info, user info and storage info. */
  clearSession: () => {
    storage.clearTokens();
    writeText(StorageKey.advisorInfo, null);
    writeText(StorageKey.userInfo, null);
    writeText(StorageKey.storageInfo, null);
  },
};
