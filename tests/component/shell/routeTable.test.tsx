import { describe, expect, it } from 'vitest';
import { menuVariants } from '../../../domain/menus';
import { screenAccess } from '../../../domain/screenAccess';
import { avalEn } from '../../../i18n/aval.en';
import { avalPtBR } from '../../../i18n/aval.pt-BR';
import { appRoutes } from '../../../src/routes';

const keysOf = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

describe('route table', () => {
  it('registers every screen of domain/screenAccess exactly once, and nothing else', () => {
    const registered = appRoutes.map((route) => route.path);
    expect([...registered].sort()).toEqual(screenAccess.map((screen) => screen.path).sort());
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('gives react-router only patterns it supports (no parameter inside a segment)', () => {
    for (const route of appRoutes) {
      const pattern = route.routerPath ?? route.path;
      for (const segment of pattern.split('/')) {
        expect(segment === '' || segment === '*' || /^(:\w+\??|[^:*]+)$/.test(segment)).toBe(true);
      }
    }
  });
});

describe('messages', () => {
  it('translates every side-menu variant in both languages', () => {
    const keys = Object.values(menuVariants).flatMap((variants) => variants.map((v) => v.key));
    for (const key of keys) {
      expect(avalPtBR.aval.menu).toHaveProperty(key);
      expect(avalEn.aval.menu).toHaveProperty(key);
    }
  });

  it('has the same keys in pt-BR and English', () => {
    expect(keysOf(avalEn).sort()).toEqual(keysOf(avalPtBR).sort());
  });
});
