import { describe, expect, it } from 'vitest';
import { buildCnab240Return } from '../../../domain/cnab240';
import { sampleInput, sampleLines } from './fixtures';

/** Positions as the FEBRABAN manual numbers them (1-based, inclusive). */
const at = (line: string, from: number, to: number) => line.slice(from - 1, to);

describe('buildCnab240Return', () => {
  it('writes 240-character records with CRLF ends, in the order of a return file', () => {
    const text = buildCnab240Return(sampleInput());
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = sampleLines();
    expect(lines.every((line) => line.length === 240)).toBe(true);
    expect(lines.map((line) => at(line, 8, 8))).toEqual([
      '0',
      '1',
      '3',
      '3',
      '3',
      '3',
      '3',
      '3',
      '5',
      '9',
    ]);
    expect(lines.map((line) => at(line, 14, 14)).slice(2, 8)).toEqual([
      'T',
      'U',
      'T',
      'U',
      'T',
      'U',
    ]);
  });

  it("puts each value at the manual's position", () => {
    const [header, lot, t, u, , , , , lotTrailer, trailer] = sampleLines();
    expect(at(header, 1, 3)).toBe('341');
    expect(at(header, 4, 7)).toBe('0000');
    expect(at(header, 19, 32)).toBe('33247156000175');
    expect(at(header, 143, 143)).toBe('2');
    expect(at(header, 144, 151)).toBe('25112026');
    expect(at(header, 158, 163)).toBe('000042');
    expect(at(lot, 9, 11)).toBe('T01');
    expect(at(t, 9, 13)).toBe('00001');
    expect(at(t, 16, 17)).toBe('06');
    expect(at(t, 38, 57)).toBe('10000001            ');
    expect(at(t, 74, 81)).toBe('30112026');
    expect(at(t, 82, 96)).toBe('000000000147945');
    expect(at(u, 9, 13)).toBe('00002');
    expect(at(u, 78, 92)).toBe('000000000147945');
    expect(at(u, 138, 145)).toBe('24112026');
    expect(at(u, 146, 153)).toBe('25112026');
    // trailer de lote: 8 records (header, 6 details, trailer), 3 titles totalling 1.729,75
    expect(at(lotTrailer, 18, 23)).toBe('000008');
    expect(at(lotTrailer, 24, 29)).toBe('000003');
    expect(at(lotTrailer, 30, 46)).toBe('00000000000172975');
    expect(at(trailer, 4, 7)).toBe('9999');
    expect(at(trailer, 18, 29)).toBe('000001000010');
  });

  it('refuses a fraction of a cent and a negative amount instead of rounding them away', () => {
    const input = sampleInput();
    expect(() =>
      buildCnab240Return({ ...input, titles: [{ ...input.titles[0], faceValue: '10.005' }] }),
    ).toThrow(/valor nominal do título/);
    expect(() =>
      buildCnab240Return({ ...input, titles: [{ ...input.titles[0], paidAmount: '-1.00' }] }),
    ).toThrow(/valor pago/);
  });
});
