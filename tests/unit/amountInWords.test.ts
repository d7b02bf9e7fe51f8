import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { amountInWords, integerInWords } from '../../domain/amountInWords';

describe('amountInWords', () => {
  it.each([
    [0, 'zero reais'],
    [1, 'um real'],
    [2, 'dois reais'],
    [10, 'dez reais'],
    [14, 'quatorze reais'],
    [16, 'dezesseis reais'],
    [21, 'vinte e um reais'],
    [99, 'noventa e nove reais'],
    [100, 'cem reais'],
    [101, 'cento e um reais'],
    [110, 'cento e dez reais'],
    [200, 'duzentos reais'],
    [555, 'quinhentos e cinquenta e cinco reais'],
    [999, 'novecentos e noventa e nove reais'],
    [1000, 'mil reais'],
    [1001, 'mil e um reais'],
    [1050, 'mil e cinquenta reais'],
    [1100, 'mil e cem reais'],
    [1101, 'mil, cento e um reais'],
    [1500, 'mil e quinhentos reais'],
    [1234, 'mil, duzentos e trinta e quatro reais'],
    [2000, 'dois mil reais'],
    [21_000, 'vinte e um mil reais'],
    [100_000, 'cem mil reais'],
    [100_100, 'cem mil e cem reais'],
    [101_000, 'cento e um mil reais'],
    [999_999, 'novecentos e noventa e nove mil, novecentos e noventa e nove reais'],
    [1_000_000, 'um milhão de reais'],
    [2_000_000, 'dois milhões de reais'],
    [1_000_001, 'um milhão e um reais'],
    [1_001_000, 'um milhão e mil reais'],
    [1_200_000, 'um milhão e duzentos mil reais'],
    [1_200_300, 'um milhão, duzentos mil e trezentos reais'],
    [1_234_000, 'um milhão, duzentos e trinta e quatro mil reais'],
    [3_426_832, 'três milhões, quatrocentos e vinte e seis mil, oitocentos e trinta e dois reais'],
    [1_000_000_000, 'um bilhão de reais'],
    [2_500_000_000, 'dois bilhões e quinhentos milhões de reais'],
    [1_000_000_000_000, 'um trilhão de reais'],
    [5_000_000_000_000, 'cinco trilhões de reais'],
    [1_000_000_001_000, 'um trilhão e mil reais'],
  ] as const)('writes %d as "%s"', (value, expected) => {
    expect(amountInWords(value)).toBe(expected);
  });

  it.each([
    [0.01, 'um centavo'],
    [0.5, 'cinquenta centavos'],
    [0.99, 'noventa e nove centavos'],
    [1.01, 'um real e um centavo'],
    [2.5, 'dois reais e cinquenta centavos'],
    [1000.1, 'mil reais e dez centavos'],
    [1_000_000.5, 'um milhão de reais e cinquenta centavos'],
    [
      1_234_567.89,
      'um milhão, duzentos e trinta e quatro mil, quinhentos e sessenta e sete reais e oitenta e nove centavos',
    ],
  ] as const)('writes %d with centavos as "%s"', (value, expected) => {
    expect(amountInWords(value)).toBe(expected);
  });

  it('reads strings and Decimals without float error', () => {
    expect(amountInWords('1234567.89')).toBe(amountInWords(1_234_567.89));
    expect(amountInWords('1.234.567,89')).toBe(amountInWords(1_234_567.89));
    expect(amountInWords(new Decimal('999999999999999.99'))).toBe(
      'novecentos e noventa e nove trilhões, novecentos e noventa e nove bilhões, ' +
        'novecentos e noventa e nove milhões, novecentos e noventa e nove mil, ' +
        'novecentos e noventa e nove reais e noventa e nove centavos',
    );
    // 0.1 + 0.2 is 0.30000000000000004 as a float
    expect(amountInWords(0.1 + 0.2)).toBe('trinta centavos');
  });

  it('rounds to the centavo, half up', () => {
    expect(amountInWords('0.005')).toBe('um centavo');
    expect(amountInWords('1.999')).toBe('dois reais');
  });

  it('prefixes negative amounts with "menos"', () => {
    expect(amountInWords(-1.5)).toBe('menos um real e cinquenta centavos');
  });

  it('returns an empty string for empty input', () => {
    expect(amountInWords(null)).toBe('');
    expect(amountInWords('')).toBe('');
  });

  it('refuses amounts beyond the quatrillions', () => {
    expect(() => amountInWords('1000000000000000000')).toThrow(RangeError);
  });
});

describe('integerInWords', () => {
  it('writes bare numbers, ignoring leading zeros', () => {
    expect(integerInWords('0')).toBe('zero');
    expect(integerInWords('007')).toBe('sete');
    expect(integerInWords('1000000000000000')).toBe('um quatrilhão');
  });
});
