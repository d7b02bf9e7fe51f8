import type { TranslationMessages } from 'react-admin';

type Messages = { readonly [key: string]: unknown };

/**
 * Every area's messages as one flat table of phrases ('aval.menu.home' → text), a later area
 * winning a key an earlier one also defines, as react-admin's mergeTranslations (lodash's deep
 * merge) would. Polyglot keeps its phrases flat anyway: building the flat table directly skips
 * the deep merge, which with Polyglot's own walk over the nested messages was about a third of
 * the portal chunk's start-up on a phone (~160 ms at 4× CPU; issue 17).
 *
 * The table is typed as react-admin's messages because that is what the i18n provider takes;
 * Polyglot reads a flat table and a nested one alike.
 */
export const flatPhrases = (...areas: Messages[]): TranslationMessages => {
  const phrases: Record<string, string> = {};
  const visit = (messages: Messages, prefix: string) => {
    for (const key of Object.keys(messages)) {
      const value = messages[key];
      if (typeof value === 'string') phrases[prefix + key] = value;
      else if (value !== null && typeof value === 'object')
        visit(value as Messages, `${prefix}${key}.`);
    }
  };
  for (const area of areas) visit(area, '');
  return phrases as unknown as TranslationMessages;
};
