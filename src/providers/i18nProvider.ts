import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ptBRMessages } from '../../i18n/pt-BR';

import { DEFAULT_LOCALE, locales } from './locales';

/** pt-BR is in the first load; English is fetched when a user switches to it. */
export const i18nProvider = polyglotI18nProvider(
  (locale) =>
    locale === 'en' ? import('../../i18n/en').then((module) => module.enMessages) : ptBRMessages,
  DEFAULT_LOCALE,
  locales,
);

/** pt-BR only, for component tests. */
export const testI18nProvider = polyglotI18nProvider(() => ptBRMessages, DEFAULT_LOCALE, locales);
