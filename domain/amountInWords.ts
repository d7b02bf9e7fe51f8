import Decimal from 'decimal.js';
import { type DecimalInput, toDecimal } from './decimalValue';

/**
 * A BRL amount written out in Portuguese (the VALOR_IS_EXT template tag), in the form used on
 * cheques and contracts:
 * - inside a class of three digits, "e" joins hundreds, tens and units: "cento e vinte e três";
 * - classes are separated by commas: "um milhão, duzentos e trinta e quatro mil, quinhentos…";
 * - the last class is joined by "e" instead when it is below one hundred or a round hundred
 *   ("mil e um", "mil e quinhentos", "um milhão e duzentos mil");
 * - "mil" takes no "um" before it; exact millions and above take "de reais";
 * - reais and centavos agree in number, and a zero part is left out ("cinquenta centavos").
 */

const UNITS = [
  'zero',
  'um',
  'dois',
  'três',
  'quatro',
  'cinco',
  'seis',
  'sete',
  'oito',
  'nove',
  'dez',
  'onze',
  'doze',
  'treze',
  'quatorze',
  'quinze',
  'dezesseis',
  'dezessete',
  'dezoito',
  'dezenove',
];
const TENS = [
  '',
  '',
  'vinte',
  'trinta',
  'quarenta',
  'cinquenta',
  'sessenta',
  'setenta',
  'oitenta',
  'noventa',
];
const HUNDREDS = [
  '',
  'cento',
  'duzentos',
  'trezentos',
  'quatrocentos',
  'quinhentos',
  'seiscentos',
  'setecentos',
  'oitocentos',
  'novecentos',
];

/** Names of the classes above the units, singular and plural, from the thousands up. */
const SCALES: ReadonlyArray<readonly [string, string]> = [
  ['mil', 'mil'],
  ['milhão', 'milhões'],
  ['bilhão', 'bilhões'],
  ['trilhão', 'trilhões'],
  ['quatrilhão', 'quatrilhões'],
];

/** 1 to 999. */
const classInWords = (n: number): string => {
  if (n === 100) return 'cem';
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) parts.push(HUNDREDS[hundreds]);
  if (rest >= 20) {
    parts.push(TENS[Math.floor(rest / 10)]);
    if (rest % 10) parts.push(UNITS[rest % 10]);
  } else if (rest) {
    parts.push(UNITS[rest]);
  }
  return parts.join(' e ');
};

const scaleName = (value: number, scale: number): string => {
  if (scale === 0) return classInWords(value);
  const [singular, plural] = SCALES[scale - 1];
  // "mil", never "um mil"
  if (scale === 1 && value === 1) return singular;
  return `${classInWords(value)} ${value === 1 ? singular : plural}`;
};

/** A non-negative integer written out; the classes are read from a digit string, not a float. */
export const integerInWords = (digits: string): string => {
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  if (trimmed === '0') return UNITS[0];
  const classes: number[] = [];
  for (let end = trimmed.length; end > 0; end -= 3) {
    classes.unshift(Number(trimmed.slice(Math.max(0, end - 3), end)));
  }
  if (classes.length > SCALES.length + 1) {
    throw new RangeError(`Valor grande demais para escrever por extenso: ${digits}`);
  }
  const present = classes
    .map((value, index) => ({ value, scale: classes.length - 1 - index }))
    .filter(({ value }) => value > 0);
  return present
    .map(({ value, scale }, index) => {
      const words = scaleName(value, scale);
      if (index === 0) return words;
      const isLast = index === present.length - 1;
      const joinsWithE = isLast && (value < 100 || value % 100 === 0);
      return `${joinsWithE ? ' e ' : ', '}${words}`;
    })
    .join('');
};

/** "um milhão de reais" but "um milhão e duzentos mil reais". */
const currencyName = (reais: Decimal): string => {
  if (reais.eq(1)) return 'real';
  return reais.gte(1_000_000) && reais.mod(1_000_000).isZero() ? 'de reais' : 'reais';
};

export const amountInWords = (value: DecimalInput): string => {
  const amount = toDecimal(value);
  if (!amount) return '';
  const cents = amount.abs().toDecimalPlaces(2, Decimal.ROUND_HALF_UP).times(100);
  const reais = cents.dividedToIntegerBy(100);
  const centavos = cents.mod(100).toNumber();

  const parts: string[] = [];
  if (!reais.isZero() || centavos === 0) {
    parts.push(`${integerInWords(reais.toFixed(0))} ${currencyName(reais)}`);
  }
  if (centavos > 0) {
    parts.push(`${integerInWords(String(centavos))} ${centavos === 1 ? 'centavo' : 'centavos'}`);
  }
  const words = parts.join(' e ');
  return amount.isNegative() && !cents.isZero() ? `menos ${words}` : words;
};
