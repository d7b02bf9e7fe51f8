import { useSyncExternalStore } from 'react';
import { storage } from './storage';
import type { PortalConfig } from './types';

let current: PortalConfig | null = storage.getAppConfig();
let loadedHost: string | null = null;
const listeners = new Set<() => void>();

/** The stored application config, observable so the theme follows the tenant. */
export const appConfigStore = {
  get: () => current,
  /** the host whose config was fetched in this page load (null before the start-up fetch) */
  loadedHost: () => loadedHost,
  set: (config: PortalConfig, host: string) => {
    storage.setAppConfig(config);
    current = config;
    loadedHost = host;
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export const useAppConfig = () =>
  useSyncExternalStore(appConfigStore.subscribe, appConfigStore.get);
