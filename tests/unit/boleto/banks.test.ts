import boletoUtils from '@mrmgomes/boleto-utils';
import { addDays, format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  buildBoleto,
  caixaDigit,
  COLLECTION_BANKS,
  collectionBank,
  type CollectionAccount,
  formatDigitableLine,
  itauOurNumberDigit,
  mod11Remainder,
  ourNumberOfPrinted,
  ourNumberOfReturn,
  santanderOurNumberDigit,
} from '../../../domain/boleto';
import { buildCnab240Return, parseCnab240Return } from '../../../domain/cnab240';
import { slipDefinition } from '../../../server/modules/bank-slips/slipPdf';
import { random } from './seededRandom';

const bank = (code: string) => {
  const found = collectionBank(code);
  if (!found) throw new Error(`bank ${code} missing from the registry`);
  return found;
};

/** A collection account each bank's layout accepts, and the largest nosso número it carries. */
const ACCOUNTS: Record<string, { account: CollectionAccount; max: number }> = {
  '237': { account: { agency: '3381', account: '0012345', carteira: '09' }, max: 99_999_999_999 },
  '341': { account: { agency: '1248', account: '02124', carteira: '109' }, max: 99_999_999 },
  '001': {
    account: { agency: '4042', account: '61900', carteira: '17', beneficiaryCode: '1238798' },
    max: 9_999_999_999,
  },
  '033': {
    account: { agency: '0059', account: '013000123', carteira: '101', beneficiaryCode: '1899775' },
    max: 999_999_999_999,
  },
  '104': {
    account: { agency: '1825', account: '0000528', carteira: '1', beneficiaryCode: '245274' },
    max: 999_999_999_999_999,
  },
};

describe('collection banks', () => {
  it('registers Bradesco, Itaú, Banco do Brasil, Santander and Caixa', () => {
    expect(COLLECTION_BANKS.map((b) => b.code).sort()).toEqual(['001', '033', '104', '237', '341']);
  });

  it.each(COLLECTION_BANKS.map((b) => [b.code, b.printedCode]))(
    '%s prints as %s: its módulo 11 digit (weights 2–9, above 9 → 0)',
    (code, printed) => {
      const result = 11 - mod11Remainder(code);
      expect(printed).toBe(`${code}-${result > 9 ? 0 : result}`);
    },
  );

  it.each(Object.keys(ACCOUNTS))(
    'bank %s: generated barcodes and lines validate with @mrmgomes/boleto-utils',
    (code) => {
      const { account, max } = ACCOUNTS[code];
      const next = random(Number(code) + 15);
      for (let i = 0; i < 600; i++) {
        const dueDate = format(
          addDays(parseISO('2025-02-22'), Math.floor(next() * 5000)),
          'yyyy-MM-dd',
        );
        const cents = 1 + Math.floor(next() ** 3 * 9_999_999_999);
        const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        // the small numbers, the large ones and the largest the layout carries
        const ourNumber =
          i === 0 ? max : i % 2 ? 1 + Math.floor(next() * 1000) : 1 + Math.floor(next() * max);
        const freeField = bank(code).freeField(account, ourNumber);
        expect(freeField).toMatch(/^\d{25}$/);
        const { barcode, digitableLine } = buildBoleto({
          bankCode: code,
          dueDate,
          amount,
          freeField,
        });
        expect(barcode.slice(0, 3)).toBe(code);
        expect(barcode.slice(19)).toBe(freeField);
        const fromLine = boletoUtils.validarBoleto(digitableLine);
        expect(fromLine.sucesso, `${code} ${digitableLine}`).toBe(true);
        expect(fromLine.codigoBarras).toBe(barcode);
        expect(boletoUtils.codBarras2LinhaDigitavel(barcode, false)).toBe(digitableLine);
        // the return file's nosso número reads back to the slip's
        expect(ourNumberOfReturn(code, bank(code).returnField(account, ourNumber))).toBe(ourNumber);
        // and the nosso número printed on the slip reads back to it too, lower case or not
        const printed = bank(code).formatOurNumber(account, ourNumber);
        expect(ourNumberOfPrinted(code, account, printed)).toBe(ourNumber);
        expect(ourNumberOfPrinted(code, account, printed.toLowerCase())).toBe(ourNumber);
      }
      expect(() => bank(code).freeField(account, max + 1)).toThrow();
      expect(() => bank(code).freeField(account, 0)).toThrow();
    },
  );
});

// Worked examples: kivanio/brcobranca's specs (spec/brcobranca/boleto/<bank>_spec.rb)
describe('Itaú (341)', () => {
  const account = { agency: '1248', account: '02124', carteira: '109' };

  it('free field, barcode and line of brcobranca’s carteira 109 example', () => {
    expect(bank('341').freeField(account, 10152)).toBe('1090001015271248021246000');
    const { barcode, digitableLine } = buildBoleto({
      bankCode: '341',
      dueDate: '2029-05-20',
      amount: '6757.87',
      freeField: bank('341').freeField(account, 10152),
    });
    expect(barcode).toBe('34194254800006757871090001015271248021246000');
    expect(formatDigitableLine(digitableLine)).toBe(
      '34191.09008 01015.271248 80212.460002 4 25480000675787',
    );
    expect(bank('341').formatOurNumber(account, 10152)).toBe('109/00010152-7');
  });

  it('DAC over agência + conta + carteira + nosso número, or carteira + nosso número (168)', () => {
    const base = { agency: '0810', account: '53678', carteira: '175' };
    expect(bank('341').freeField(base, 12345678)).toBe('1751234567840810536789000');
    expect(bank('341').freeField(base, 258281)).toBe('1750025828170810536789000');
    // carteiras 112, 126, 131, 146, 150 and 168: carteira + nosso número only
    expect(itauOurNumberDigit({ ...base, carteira: '168' }, 258281)).toBe(0);
    expect(bank('341').freeField({ ...base, carteira: '168' }, 258281)).toBe(
      '1680025828100810536789000',
    );
    const other = { agency: '0607', account: '15255', carteira: '175' };
    expect(bank('341').formatOurNumber(other, 12345678)).toBe('175/12345678-4');
    expect(bank('341').formatOurNumber({ ...other, carteira: '143' }, 12345678)).toBe(
      '143/12345678-2',
    );
    expect(itauOurNumberDigit(base, 15448)).toBe(6);
    expect(itauOurNumberDigit(base, 34230)).toBe(5);
  });

  it('writes carteira, nosso número and DAC in segment T 38–49', () => {
    expect(bank('341').returnField(account, 10152)).toBe('109000101527        ');
    expect(ourNumberOfReturn('341', '10900010152         ')).toBeNull();
  });
});

describe('Banco do Brasil (001), convênio of 7 digits', () => {
  const account = { agency: '4042', account: '61900', carteira: '18', beneficiaryCode: '1238798' };

  it('free field, barcode and line of brcobranca’s example', () => {
    const freeField = bank('001').freeField(account, 7777700168);
    expect(freeField).toBe('0000001238798777770016818');
    const { barcode, digitableLine } = buildBoleto({
      bankCode: '001',
      dueDate: '2008-02-03',
      amount: '135.00',
      freeField,
    });
    expect(barcode).toBe('00193377100000135000000001238798777770016818');
    expect(formatDigitableLine(digitableLine)).toBe(
      '00190.00009 01238.798779 77700.168188 3 37710000013500',
    );
    expect(bank('001').formatOurNumber(account, 7777700168)).toBe('12387987777700168');
    expect(bank('001').returnField(account, 168)).toBe('12387980000000168   ');
  });

  it('refuses an account without its 7-digit convênio', () => {
    expect(() => bank('001').freeField({ ...account, beneficiaryCode: undefined }, 1)).toThrow(
      /Convênio/,
    );
    expect(() => bank('001').freeField({ ...account, beneficiaryCode: '123879' }, 1)).toThrow();
  });
});

describe('Santander (033)', () => {
  const account = {
    agency: '0059',
    account: '013000123',
    carteira: '102',
    beneficiaryCode: '1899775',
  };

  it('free field, barcode and line of brcobranca’s examples', () => {
    const cases = [
      [
        90000267,
        '2011-10-09',
        '25.00',
        '9189977500009000026700102',
        '03398511500000025009189977500009000026700102',
        '03399.18997 77500.009004 00267.001022 8 51150000002500',
      ],
      [
        90002720,
        '2012-09-08',
        '54.00',
        '9189977500009000272070102',
        '03399545000000054009189977500009000272070102',
        '03399.18997 77500.009004 02720.701024 9 54500000005400',
      ],
    ] as const;
    for (const [ourNumber, dueDate, amount, free, code, line] of cases) {
      const freeField = bank('033').freeField(account, ourNumber);
      expect(freeField).toBe(free);
      const boleto = buildBoleto({ bankCode: '033', dueDate, amount, freeField });
      expect(boleto.barcode).toBe(code);
      expect(formatDigitableLine(boleto.digitableLine)).toBe(line);
    }
    expect(bank('033').formatOurNumber(account, 90002720)).toBe('000090002720-7');
  });

  it('DV do nosso número: módulo 11 2–9, remainder 10 → 1, 0 or 1 → 0', () => {
    expect(santanderOurNumberDigit(566612457800)).toBe('2');
    expect(santanderOurNumberDigit(90002720)).toBe('7');
    expect(santanderOurNumberDigit(1961005)).toBe('0');
    const byRemainder = new Map<number, string>();
    for (let n = 1; byRemainder.size < 11; n++) {
      byRemainder.set(mod11Remainder(String(n).padStart(12, '0')), santanderOurNumberDigit(n));
    }
    expect(byRemainder.get(10)).toBe('1');
    expect(byRemainder.get(1)).toBe('0');
    expect(byRemainder.get(0)).toBe('0');
    expect(byRemainder.get(2)).toBe('9');
  });

  it('reads nosso número + DV from segment T 41–53 and refuses a wrong DV', () => {
    expect(bank('033').returnField(account, 90002720)).toBe('   0000900027207    ');
    expect(ourNumberOfReturn('033', '   0000900027207    ')).toBe(90002720);
    expect(ourNumberOfReturn('033', '   0000900027208    ')).toBeNull();
  });

  it('refuses a carteira that is not 3 digits and an account without beneficiary code', () => {
    expect(() => bank('033').freeField({ ...account, carteira: '09' }, 1)).toThrow(/Carteira/);
    expect(() => bank('033').freeField({ ...account, beneficiaryCode: null }, 1)).toThrow();
  });
});

describe('Caixa (104), SIGCB', () => {
  const account = { agency: '1825', account: '0000528', carteira: '1', beneficiaryCode: '245274' };

  it('free field and nosso número of brcobranca’s example', () => {
    expect(bank('104').freeField(account, 1)).toBe('2452740000100040000000017');
    expect(bank('104').formatOurNumber(account, 1)).toBe('14000000000000001-4');
  });

  it('beneficiary and free-field digits: módulo 11 2–9, 11 − remainder, above 9 → 0', () => {
    expect(caixaDigit('245274')).toBe('0');
    expect(caixaDigit('123456')).toBe('0');
    expect(caixaDigit('654321')).toBe('9');
    const digits = new Set<string>();
    for (let n = 1; n < 300; n++) {
      const free = bank('104').freeField(account, n);
      const result = 11 - mod11Remainder(free.slice(0, 24));
      expect(free[24]).toBe(result > 9 ? '0' : String(result));
      digits.add(free[24]);
    }
    // a homologation sample needs every free-field digit 0–9
    expect(digits.size).toBe(10);
  });

  it('reads the 17-digit nosso número from segment T 40–56', () => {
    expect(bank('104').returnField(account, 1)).toBe('0014000000000000001 ');
    expect(ourNumberOfReturn('104', '0014000000000000001 ')).toBe(1);
    expect(ourNumberOfReturn('104', '0034000000000000001 ')).toBeNull();
  });
});

describe('Bradesco (237) CNAB 240 return', () => {
  const titles = [123, 2, 123].map((ourNumber) => ({
    ourNumber,
    dueDate: '2026-12-10',
    faceValue: '10.00',
    paidOn: '2026-11-24',
  }));

  it('reads segment T positions 38–57 as Bradesco writes them: carteira, zeros, nosso número, DV', () => {
    const lines = buildCnab240Return({
      bankCode: '237',
      bankName: 'BANCO BRADESCO S.A.',
      companyDocument: '33247156000130',
      companyName: 'GARANTIA BRASIL SEGUROS',
      generatedOn: '2026-11-25',
      titles,
    }).split('\r\n');
    // typed by hand, as in a Bradesco file: 009 + 00000 + 11 digits + DV (mod 11, base 7; P)
    const fields = ['00900000000000001239', '0090000000000000002P', '00900000000000001238'];
    fields.forEach((field, i) => {
      const at = 2 + 2 * i;
      expect(lines[at].slice(13, 14)).toBe('T');
      lines[at] = lines[at].slice(0, 37) + field + lines[at].slice(57);
    });
    const parsed = parseCnab240Return(lines.join('\r\n'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    expect(parsed.file.titles.map((title) => title.ourNumberField)).toEqual(fields);
    // the third has a DV that does not check: no slip of ours
    expect(
      parsed.file.titles.map((title) => ourNumberOfReturn('237', title.ourNumberField)),
    ).toEqual([123, 2, null]);
  });

  it('writes what it reads, and no longer takes a bare number for a Bradesco nosso número', () => {
    const { account } = ACCOUNTS['237'];
    expect(bank('237').returnField(account, 123)).toBe('00900000000000001239');
    expect(bank('237').returnField({ ...account, carteira: '19' }, 10152)).toBe(
      '01900000000000101525',
    );
    expect(ourNumberOfReturn('237', '00000000123         ')).toBeNull();
    expect(ourNumberOfReturn('237', '10900000000000001239')).toBeNull();
  });
});

describe('CNAB 240 return of each bank', () => {
  it.each(Object.keys(ACCOUNTS))('bank %s: a written return reads back its slips', (code) => {
    const { account } = ACCOUNTS[code];
    const numbers = [1, 4242, 70_000_001];
    const content = buildCnab240Return({
      bankCode: code,
      companyDocument: '33247156000130',
      companyName: 'GARANTIA BRASIL SEGUROS',
      generatedOn: '2026-11-25',
      titles: numbers.map((ourNumber) => ({
        ourNumber,
        ourNumberField: bank(code).returnField(account, ourNumber),
        dueDate: '2026-12-10',
        faceValue: '10.00',
        paidOn: '2026-11-24',
      })),
    });
    const parsed = parseCnab240Return(content);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    expect(
      parsed.file.titles.map((title) => ourNumberOfReturn(code, title.ourNumberField)),
    ).toEqual(numbers);
  });
});

describe('the slip PDF', () => {
  it.each([
    ['341', '341-7', 'Itaú Unibanco S.A.', 10152, '109/00010152-7'],
    ['001', '001-9', 'Banco do Brasil S.A.', 168, '12387980000000168'],
    ['033', '033-7', 'Banco Santander (Brasil) S.A.', 90002720, '000090002720-7'],
    ['104', '104-0', 'Caixa Econômica Federal', 1, '14000000000000001-4'],
    ['237', '237-2', 'Banco Bradesco S.A.', 123, '09/00000000123-9'],
  ])('of bank %s prints %s, its name and the nosso número %s', (code, printed, name, n, ours) => {
    const account = ACCOUNTS[code].account;
    const freeField = bank(code).freeField(account, n);
    const codes = buildBoleto({
      bankCode: code,
      dueDate: '2026-12-10',
      amount: '10.00',
      freeField,
    });
    const text = JSON.stringify(
      slipDefinition({
        proposalNumber: 1,
        installmentNumber: 1,
        installments: 1,
        issuedOn: '2026-11-25',
        dueDate: '2026-12-10',
        amount: '10.00',
        bankCode: code,
        ...account,
        accountDigit: '0',
        ourNumber: n,
        ...codes,
        pixPayload: '000201',
        beneficiary: { name: 'Seguradora', document: '33247156000130', address: 'Rua A' },
        payer: { name: 'Tomador', document: '11222333000181', address: null },
      }),
    );
    expect(text).toContain(`"${printed}"`);
    expect(text).toContain(`${name} | ${printed}`);
    expect(text).toContain(`"${ours}"`);
    // what finance types from the slip finds its nosso número (Finance/SearchBankSlips)
    expect(ourNumberOfPrinted(code, account, ours)).toBe(n);
  });
});
