import { describe, expect, it } from 'vitest';
import { accountsEn } from '../../i18n/accounts.en';
import { accountsPtBR } from '../../i18n/accounts.pt-BR';

const keysOf = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

describe('account flow messages', () => {
  it('have the same keys in pt-BR and English', () => {
    expect(keysOf(accountsEn).sort()).toEqual(keysOf(accountsPtBR).sort());
  });
});
