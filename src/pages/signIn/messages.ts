import { signInEn } from '../../../i18n/signIn.en';
import { signInPtBR } from '../../../i18n/signIn.pt-BR';

/** A key's text, or `fallback` (else the key itself) when the key has none. */
export type Translate = (key: string, fallback?: string) => string;

type Messages = { [key: string]: string | Messages };

const messagesByLocale: Record<string, Messages> = { 'pt-BR': signInPtBR, en: signInEn };

/**
 * The sign-in page's own translator on its first load, before react-admin's i18nProvider (and
 * every screen's messages) is there; inside the portal the page uses react-admin's translate.
 */
export const signInTranslator =
  (locale: string): Translate =>
  (key, fallback) => {
    let node: string | Messages | undefined = messagesByLocale[locale] ?? signInPtBR;
    for (const part of key.split('.')) {
      node = typeof node === 'object' ? node[part] : undefined;
    }
    return typeof node === 'string' ? node : (fallback ?? key);
  };
