/**
 * The portal's languages and where the chosen one is kept. Apart from the i18nProvider so the
 * sign-in page's first load knows them without loading every screen's messages.
 */
export const DEFAULT_LOCALE = 'pt-BR';

export const locales = [
  { locale: 'pt-BR', name: 'Português (Brasil)' },
  { locale: 'en', name: 'English' },
];

/** react-admin's store prefix (`localStorageStore(undefined, STORE_APP_KEY)` in App.tsx). */
export const STORE_APP_KEY = 'Aval';

/** The key react-admin's store keeps the chosen language under (`useLocaleState`). */
const LOCALE_STORE_KEY = `RaStore${STORE_APP_KEY}.locale`;

const isKnownLocale = (value: unknown): value is string =>
  locales.some((entry) => entry.locale === value);

/** The language chosen on this browser (react-admin's store), else pt-BR. */
export const storedLocale = (): string => {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(LOCALE_STORE_KEY) ?? 'null');
    return isKnownLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
};

/** Keeps the language where react-admin's store reads it once the portal starts. */
export const storeLocale = (locale: string) => {
  try {
    window.localStorage.setItem(LOCALE_STORE_KEY, JSON.stringify(locale));
  } catch {
    // storage refused (private mode): the choice lasts for this page only
  }
};
