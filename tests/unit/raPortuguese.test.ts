import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { raPortugueseMessages } from '../../i18n/ra.pt-BR';

type Messages = { [key: string]: string | Messages };

/** Every leaf of a message tree as [dotted key, text]. */
const leaves = (tree: Messages, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

const english = new Map(leaves(englishMessages as Messages));
const portuguese = new Map(leaves(raPortugueseMessages as Messages));
const placeholders = (text: string) => [...text.matchAll(/%\{\w+\}/g)].map((m) => m[0]).sort();

describe('raPortugueseMessages', () => {
  it('has exactly the keys of ra-language-english', () => {
    expect([...portuguese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...english.entries()])('%s keeps the placeholders and plural forms', (key, text) => {
    const translated = portuguese.get(key) ?? '';
    expect(translated.split('||||').length).toBe(text.split('||||').length);
    expect(placeholders(translated)).toEqual(placeholders(text));
  });

  it('is actually translated', () => {
    const same = [...english.entries()].filter(([key, text]) => portuguese.get(key) === text);
    // Only texts made of placeholders (or blank) read the same in both languages.
    expect(same.every(([, text]) => text.replace(/%\{\w+\}|\s/g, '') === '')).toBe(true);
  });
});
