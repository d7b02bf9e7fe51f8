import { describe, expect, it } from 'vitest';
import {
  passwordChangeProblems,
  passwordProblems,
  passwordRules,
} from '../../domain/passwordPolicy';

describe('password policy', () => {
  it('accepts a strong password', () => {
    expect(passwordProblems('Aval@2026', 'corretor')).toEqual([]);
    expect(passwordProblems('Ção!senha9', 'x')).toEqual([]);
  });

  it('names every broken rule in pt-BR', () => {
    expect(passwordProblems('')).toEqual([
      'A senha deve ter pelo menos 8 caracteres.',
      'A senha deve ter pelo menos uma letra maiúscula.',
      'A senha deve ter pelo menos uma letra minúscula.',
      'A senha deve ter pelo menos um número.',
      'A senha deve ter pelo menos um caractere especial (por exemplo ! @ # $ %).',
    ]);
    expect(passwordProblems('SENHA#123')).toEqual([
      'A senha deve ter pelo menos uma letra minúscula.',
    ]);
    expect(passwordProblems('Senha1234')).toEqual([
      'A senha deve ter pelo menos um caractere especial (por exemplo ! @ # $ %).',
    ]);
  });

  it('refuses a password holding the login, whatever the case', () => {
    expect(passwordProblems('xCORRETOR#1', 'corretor')).toEqual([
      'A senha não pode conter o nome de usuário.',
    ]);
    expect(passwordProblems('Ab#12345', 'ab')).toEqual([]);
  });

  it('refuses a very long password', () => {
    expect(passwordProblems(`Aa#1${'x'.repeat(130)}`)).toEqual([
      'A senha deve ter no máximo 128 caracteres.',
    ]);
  });

  it('checks the confirmation', () => {
    expect(passwordChangeProblems('', '', 'x')).toEqual(['Informe a nova senha.']);
    expect(passwordChangeProblems('Aval@2026', '', 'x')).toEqual(['Confirme a nova senha.']);
    expect(passwordChangeProblems('Aval@2026', 'Aval@2027', 'x')).toEqual([
      'A confirmação não confere com a nova senha.',
    ]);
    expect(passwordChangeProblems('Aval@2026', 'Aval@2026', 'x')).toEqual([]);
  });

  it('exposes each rule for the live checklist', () => {
    const met = passwordRules.map((rule) => [rule.id, rule.isMet('abcdefgh', 'joao')]);
    expect(met).toEqual([
      ['length', true],
      ['upper', false],
      ['lower', true],
      ['digit', false],
      ['special', false],
      ['login', true],
    ]);
  });
});
