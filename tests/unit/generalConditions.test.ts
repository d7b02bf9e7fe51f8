import { describe, expect, it } from 'vitest';
import {
  currentVersion,
  normaliseSusepProcess,
  publicationChanges,
  statusOf,
  validateGeneralCondition,
} from '../../domain/generalConditions';
import { todayInBrazil } from '../../domain/policyTerm';

const valid = {
  Sector: 'public',
  Title: '  Condições gerais   – Setor Público ',
  SusepProcessNumber: '15414900118202112',
  EffectiveFrom: '2026-03-01',
  Html: '<p>Cláusula 1 – Objeto</p>',
};

describe('validateGeneralCondition', () => {
  it('accepts a complete version, normalising sector, title and SUSEP process', () => {
    const { values, problems } = validateGeneralCondition(valid);
    expect(problems).toEqual([]);
    expect(values).toEqual({
      Sector: 'PUBLIC',
      Title: 'Condições gerais – Setor Público',
      SusepProcessNumber: '15414.900118/2021-12',
      EffectiveFrom: '2026-03-01',
      Html: '<p>Cláusula 1 – Objeto</p>',
    });
  });

  it('names every wrong field at once', () => {
    const { problems } = validateGeneralCondition({
      Sector: 'X',
      Title: '',
      SusepProcessNumber: 'abc',
      EffectiveFrom: '2026-02-29',
      Html: '<p>&nbsp;</p>',
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'Setor (Sector)',
      'Título (Title)',
      'Processo SUSEP (SusepProcessNumber)',
      'Início de vigência (EffectiveFrom)',
      'Texto (Html)',
    ]);
  });

  it('refuses a version starting before the newest one, and accepts the same day', () => {
    const latest = { Number: 2, EffectiveFrom: '2026-03-02' };
    expect(validateGeneralCondition(valid, latest).problems[0]).toBe(
      'Início de vigência (EffectiveFrom): a nova versão não pode começar antes da versão 2 (02/03/2026).',
    );
    expect(
      validateGeneralCondition({ ...valid, EffectiveFrom: '2026-03-02' }, latest).problems,
    ).toEqual([]);
  });
});

describe('the version in force', () => {
  const versions = [
    { Number: 1, EffectiveFrom: '2021-03-01' },
    { Number: 2, EffectiveFrom: '2024-07-01' },
    { Number: 3, EffectiveFrom: '2024-07-01' },
    { Number: 4, EffectiveFrom: '2027-01-01' },
  ];

  it('is the latest already effective, the higher number winning a tie', () => {
    expect(currentVersion(versions, '2026-11-22')?.Number).toBe(3);
    expect(currentVersion(versions, '2024-06-30')?.Number).toBe(1);
    expect(currentVersion(versions, '2020-01-01')).toBeNull();
    expect(currentVersion(versions, '2027-01-01')?.Number).toBe(4);
  });

  it('labels each version current, scheduled or superseded', () => {
    const current = currentVersion(versions, '2026-11-22');
    expect(versions.map((version) => statusOf(version, current, '2026-11-22'))).toEqual([
      'SUPERSEDED',
      'SUPERSEDED',
      'CURRENT',
      'SCHEDULED',
    ]);
  });

  it('counts today in Brasília, not in UTC', () => {
    expect(todayInBrazil(new Date('2026-11-22T02:30:00Z'))).toBe('2026-11-21');
    expect(todayInBrazil(new Date('2026-11-22T03:30:00Z'))).toBe('2026-11-22');
  });
});

describe('the history of a publication', () => {
  it('lists the new number and each changed field as old → new', () => {
    const previous = {
      Sector: 'PRIVATE' as const,
      Number: 1,
      Title: 'Condições',
      SusepProcessNumber: '15414.900277/2022-31',
      EffectiveFrom: '2022-01-10',
      Html: '<p>um dois</p>',
    };
    expect(
      publicationChanges(previous, {
        ...previous,
        Number: 2,
        EffectiveFrom: '2025-02-01',
        Html: '<p>um dois três</p>',
      }),
    ).toEqual([
      { field: 'Number', oldValue: 1, newValue: 2 },
      { field: 'EffectiveFrom', oldValue: '10/01/2022', newValue: '01/02/2025' },
      { field: 'Html', oldValue: '2 palavras', newValue: '3 palavras' },
    ]);
  });

  it('reads a SUSEP process written with or without its mask', () => {
    expect(normaliseSusepProcess('15414.900118/2021-12')).toBe('15414.900118/2021-12');
    expect(normaliseSusepProcess('15414-900118-2021-1')).toBeNull();
  });
});
