import boletoUtils from '@mrmgomes/boleto-utils';
import { addDays, format, parseISO } from 'date-fns';
import { parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import {
  barcodeCheckDigit,
  bradescoFreeField,
  buildBoleto,
  dueDateFactor,
  formatDigitableLine,
  mod11Remainder,
  ourNumberCheckDigit,
  slipInstallments,
} from '../../../domain/boleto';
import { slipPixPayload } from '../../../server/modules/bank-slips/pix';
import { random } from './seededRandom';

const day = (iso: string, days: number) => format(addDays(parseISO(iso), days), 'yyyy-MM-dd');
const utcDay = (date: Date | string) => new Date(date).toISOString().slice(0, 10);

describe('due-date factor', () => {
  it.each([
    ['1997-10-08', 1],
    ['2000-07-03', 1000],
    ['2025-02-20', 9998],
    ['2025-02-21', 9999],
    ['2025-02-22', 1000],
    ['2025-02-23', 1001],
    ['2026-01-01', 1313],
    [day('2025-02-22', 8999), 9999],
    [day('2025-02-22', 9000), 1000],
  ])('%s → %i', (date, factor) => {
    expect(dueDateFactor(date)).toBe(factor);
  });

  it('refuses the base date and before, and malformed dates', () => {
    expect(() => dueDateFactor('1997-10-07')).toThrow();
    expect(() => dueDateFactor('1990-01-01')).toThrow();
    expect(() => dueDateFactor('2025-13-01')).toThrow();
  });
});

describe('barcode and linha digitável', () => {
  it('validate with @mrmgomes/boleto-utils on thousands of generated slips', () => {
    const next = random(15);
    const start = parseISO('1997-10-08');
    const span = (parseISO('2040-12-31').getTime() - start.getTime()) / 86_400_000;
    const bankCodes = ['237', '001', '341', '104', '033'];
    let libraryRuleDiffers = 0;
    for (let i = 0; i < 4000; i++) {
      // a quarter of the slips around the 2025 restart
      const dueDate =
        i % 4 === 0
          ? day('2025-02-22', Math.floor(next() * 60) - 30)
          : day('1997-10-08', Math.floor(next() * span));
      const cents = 1 + Math.floor(next() ** 3 * 9_999_999_999);
      const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      const ourNumber = 1 + Math.floor(next() * 99_999_999_999);
      const bankCode = bankCodes[i % bankCodes.length];
      const freeField = bradescoFreeField(
        {
          agency: String(Math.floor(next() * 10_000)),
          account: String(Math.floor(next() * 10_000_000)),
          carteira: String(Math.floor(next() * 100)),
        },
        ourNumber,
      );
      const { barcode, digitableLine } = buildBoleto({ bankCode, dueDate, amount, freeField });
      expect(barcode).toMatch(/^\d{44}$/);
      expect(digitableLine).toMatch(/^\d{47}$/);

      const fromLine = boletoUtils.validarBoleto(digitableLine);
      expect(fromLine.sucesso, `${dueDate} ${amount} ${digitableLine}`).toBe(true);
      expect(fromLine.codigoBarras).toBe(barcode);
      // the amount read from our digits (the library's reading drops a 0 in the second place)
      expect(barcode.slice(9, 19)).toBe(String(cents).padStart(10, '0'));
      if (cents < 100_000_000) expect(fromLine.valor).toBeCloseTo(Number(amount), 2);
      const dueOfLibrary =
        dueDate >= '2025-02-22'
          ? // present at run time (README), missing from the package's typings
            (fromLine as unknown as { vencimentoComNovoFator2025: Date }).vencimentoComNovoFator2025
          : fromLine.vencimento;
      expect(utcDay(dueOfLibrary)).toBe(dueDate);
      expect(boletoUtils.codBarras2LinhaDigitavel(barcode, false)).toBe(digitableLine);
      expect(barcode.slice(19)).toBe(freeField);

      // boleto-utils checks the barcode's digit with the arrecadação rule (remainder 0 or 1 →
      // 0); FEBRABAN's bank slip gives 1 there. Elsewhere the library must agree.
      const remainder = mod11Remainder(barcode.slice(0, 4) + barcode.slice(5));
      if (remainder <= 1) {
        libraryRuleDiffers += 1;
        expect(barcode[4]).toBe('1');
      } else {
        expect(boletoUtils.validarBoleto(barcode).sucesso, barcode).toBe(true);
      }
    }
    expect(libraryRuleDiffers).toBeGreaterThan(0);
  });

  it('gives the general digit 1 when 11 − remainder is 0, 10 or 11', () => {
    // remainders 10, 1 and 0, and a plain case (remainder 2 → 9)
    expect(barcodeCheckDigit('0019100000000123450000000000000000000000004')).toBe(1);
    expect(barcodeCheckDigit('0019100000000123450000000000000000000000005')).toBe(1);
    expect(barcodeCheckDigit('0019100000000123450000000000000000000000013')).toBe(1);
    expect(mod11Remainder('0019100000000123450000000000000000000000013')).toBe(0);
    expect(barcodeCheckDigit('2379164700001234563381090000000012300123450')).toBe(1);
  });

  it('formats the line as banks print it, and refuses what no barcode can carry', () => {
    const { digitableLine } = buildBoleto({
      bankCode: '237',
      dueDate: '2026-12-01',
      amount: '1234.56',
      freeField: bradescoFreeField({ agency: '3381', account: '0012345', carteira: '09' }, 123),
    });
    expect(formatDigitableLine(digitableLine)).toBe(
      '23793.38102 90000.000019 23001.234501 1 16470000123456',
    );
    const base = { bankCode: '237', dueDate: '2026-12-01', freeField: '0'.repeat(25) };
    expect(() => buildBoleto({ ...base, amount: '0' })).toThrow();
    expect(() => buildBoleto({ ...base, amount: '100000000.00' })).toThrow();
    expect(() => buildBoleto({ ...base, amount: '1.005' })).toThrow();
    expect(() => buildBoleto({ ...base, amount: '1', bankCode: '23' })).toThrow();
  });
});

describe('nosso número check digit (Bradesco, módulo 11 base 7)', () => {
  it.each([
    // Bradesco's manual example: carteira 19, nosso número 00000000002 → 8
    ['19', 2, '8'],
    ['09', 123, '9'],
  ])('carteira %s, %i → %s', (carteira, ourNumber, digit) => {
    expect(ourNumberCheckDigit(carteira, ourNumber)).toBe(digit);
  });

  it('is 0 on remainder 0 and P on remainder 1', () => {
    const digits = new Set<string>();
    for (let n = 1; n < 200; n++) digits.add(ourNumberCheckDigit('09', n));
    expect(digits).toContain('P');
    expect(digits).toContain('0');
  });
});

describe('instalments', () => {
  it('split the premium with the leftover centavos on the first, monthly from the first due date', () => {
    expect(slipInstallments('1000.00', 3, '2026-01-31')).toEqual([
      { installmentNumber: 1, amount: '333.34', dueDate: '2026-01-31' },
      { installmentNumber: 2, amount: '333.33', dueDate: '2026-02-28' },
      { installmentNumber: 3, amount: '333.33', dueDate: '2026-03-31' },
    ]);
  });
});

/** CRC16-CCITT (poly 0x1021, init 0xFFFF) as the BR Code's field 63 carries it. */
const crc16 = (payload: string) => {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
};

describe('PIX BR Code', () => {
  it('carries key, amount, txid, name and city, and a CRC16 that checks', () => {
    const payload = slipPixPayload({
      pixKey: '12345678000195',
      beneficiaryName: 'Garantia Brasil Seguros S.A.',
      city: 'São Paulo',
      bankCode: '237',
      ourNumber: 123,
      amount: '333.34',
    });
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
    const parsed = parsePix(payload);
    expect(parsed).toMatchObject({
      type: 'STATIC',
      pixKey: '12345678000195',
      transactionAmount: 333.34,
      txid: 'BOL23700000000123',
      merchantName: 'GARANTIA BRASIL SEGUROS S',
      merchantCity: 'SAO PAULO',
    });
  });
});
