import { mergeTranslations } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { enAreas, enMessages } from '../../i18n/en';
import { flatPhrases } from '../../i18n/phrases';
import { ptBRAreas, ptBRMessages } from '../../i18n/pt-BR';

/** What Polyglot makes of nested messages: one phrase per dotted key. */
const flatten = (messages: object, prefix = ''): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? Object.entries(flatten(value, `${prefix}${key}.`))
        : [[`${prefix}${key}`, value]],
    ),
  );

describe('flat phrases', () => {
  it('holds the same phrases as react-admin’s deep merge of the pt-BR and English areas', () => {
    expect(ptBRMessages).toEqual(flatten(mergeTranslations(...ptBRAreas)));
    expect(enMessages).toEqual(flatten(mergeTranslations(...enAreas)));
    expect(ptBRMessages['ra.action.save']).toBe('Salvar');
  });

  it('lets a later area win a key an earlier one defines, and keeps the rest of both', () => {
    expect(
      flatPhrases(
        { aval: { menu: { home: 'Início', exit: 'Sair' } } },
        { aval: { menu: { home: 'Página inicial' } }, ra: { page: { empty: 'Vazio' } } },
      ),
    ).toEqual({
      'aval.menu.home': 'Página inicial',
      'aval.menu.exit': 'Sair',
      'ra.page.empty': 'Vazio',
    });
  });
});
