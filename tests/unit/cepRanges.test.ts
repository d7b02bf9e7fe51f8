import { describe, expect, it } from 'vitest';
import { cepRanges, formatCep, normalizeCep, stateOfCep } from '../../domain/cepRanges';

describe('cepRanges', () => {
  it('covers the 27 federative units with ordered, non-overlapping ranges', () => {
    expect(new Set(cepRanges.map((range) => range.uf)).size).toBe(27);
    for (const [index, range] of cepRanges.entries()) {
      expect(range.from <= range.to, range.uf).toBe(true);
      if (index > 0) expect(cepRanges[index - 1].to < range.from, range.uf).toBe(true);
    }
    const codes = new Map<string, number>();
    for (const range of cepRanges) {
      expect(codes.get(range.uf) ?? range.ibgeCode).toBe(range.ibgeCode);
      codes.set(range.uf, range.ibgeCode);
    }
  });

  it('finds the state of a CEP', () => {
    const cases: [string, string][] = [
      ['01000-000', 'SP'],
      ['19999-999', 'SP'],
      ['20000-000', 'RJ'],
      ['28999-999', 'RJ'],
      ['29000000', 'ES'],
      ['39999999', 'MG'],
      ['48999-999', 'BA'],
      ['49000-000', 'SE'],
      ['68899-999', 'PA'],
      ['68900-000', 'AP'],
      ['69300-000', 'RR'],
      ['69400-000', 'AM'],
      ['69900-000', 'AC'],
      ['72800-000', 'GO'],
      ['73000-000', 'DF'],
      ['73700-000', 'GO'],
      ['76800-000', 'RO'],
      ['77000-000', 'TO'],
      ['78000-000', 'MT'],
      ['79000-000', 'MS'],
      ['80000-000', 'PR'],
      ['88000-000', 'SC'],
      ['99999-999', 'RS'],
    ];
    for (const [cep, uf] of cases) expect(stateOfCep(cep)?.uf, cep).toBe(uf);
  });

  it('answers nothing for an invalid or out-of-range CEP', () => {
    for (const cep of ['00000-000', '00999-999', '123', '', 'abcdefgh', '1234567890', null]) {
      expect(stateOfCep(cep), String(cep)).toBeUndefined();
    }
  });

  it('normalizes and formats', () => {
    expect(normalizeCep(' 01310-100 ')).toBe('01310100');
    expect(normalizeCep('01.310-100')).toBe('01310100');
    expect(normalizeCep('01310-10a')).toBeUndefined();
    expect(normalizeCep(undefined)).toBeUndefined();
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('abc')).toBe('abc');
  });
});
