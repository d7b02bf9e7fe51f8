import { useSyncExternalStore } from 'react';
import { useAppConfig } from '../providers/appConfigStore';
import { storage } from '../providers/storage';
import { type ThemeMode, themeModes } from './tenantPalette';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const readMode = (): ThemeMode | null => {
  const stored = storage.getThemeMode();
  return stored && themeModes.includes(stored) ? stored : null;
};

export const setThemeMode = (mode: ThemeMode) => {
  storage.setThemeMode(mode);
  for (const listener of listeners) listener();
};

/**
 * The user's chosen layout (kept in localStorage, so it survives sign-out), else the tenant's.
 */
export const useThemeMode = (): ThemeMode => {
  const chosen = useSyncExternalStore(subscribe, readMode);
  const config = useAppConfig();
  return chosen ?? config?.layout?.theme ?? 'default';
};
