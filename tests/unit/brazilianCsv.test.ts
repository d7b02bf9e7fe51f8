import { afterAll, describe, expect, it } from 'vitest';
import { type CsvColumn, formatCell, toBrazilianCsv } from '../../src/export/brazilianCsv';

// West of Greenwich a date-only value read as UTC midnight would fall on the day before.
const originalTz = process.env.TZ;
process.env.TZ = 'America/Sao_Paulo';
afterAll(() => {
  process.env.TZ = originalTz;
});

interface Holder {
  name: string;
  document: string | null;
  limit: string | number | null;
  since: string | null;
  updatedAt: string | null;
  active: boolean | null;
}

const columns: CsvColumn<Holder>[] = [
  { header: 'Razão social', value: (row) => row.name },
  { header: 'CPF/CNPJ', value: (row) => row.document, kind: 'document' },
  { header: 'Limite (R$)', value: (row) => row.limit, kind: 'money' },
  { header: 'Cliente desde', value: (row) => row.since, kind: 'date' },
  { header: 'Atualizado em', value: (row) => row.updatedAt, kind: 'datetime' },
  { header: 'Ativo', value: (row) => row.active, kind: 'boolean' },
];

const holder: Holder = {
  name: 'Construtora Ribeiro Ltda.',
  document: '11222333000181',
  limit: '1234.56',
  since: '2026-03-05',
  updatedAt: '2026-03-05T14:30:00-03:00',
  active: true,
};

const lines = (csv: string) => csv.slice(1).split('\r\n');

describe('toBrazilianCsv', () => {
  const csv = toBrazilianCsv([holder], columns);

  it('starts with one UTF-8 byte-order mark', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.startsWith('\uFEFF\uFEFF')).toBe(false);
  });

  it('separates with ; and ends every line with CRLF, headers in pt-BR', () => {
    expect(csv).toBe(
      '\uFEFFRazão social;CPF/CNPJ;Limite (R$);Cliente desde;Atualizado em;Ativo\r\n' +
        'Construtora Ribeiro Ltda.;11.222.333/0001-81;1.234,56;05/03/2026;05/03/2026 14:30;Sim\r\n',
    );
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes empty cells for null and undefined whatever the kind', () => {
    const empty = { name: null, document: null, limit: null, since: null, updatedAt: null };
    const out = toBrazilianCsv([{ ...empty, active: undefined } as unknown as Holder], columns);
    expect(lines(out)[1]).toBe(';;;;;');
  });

  it('writes no rows but the header for an empty list', () => {
    expect(toBrazilianCsv([], columns)).toBe(
      '\uFEFFRazão social;CPF/CNPJ;Limite (R$);Cliente desde;Atualizado em;Ativo\r\n',
    );
  });
});

describe('quoting', () => {
  const text: CsvColumn<{ v: string }>[] = [{ header: 'Obs.', value: (row) => row.v }];
  const cell = (v: string) => lines(toBrazilianCsv([{ v }], text))[1];

  it.each([
    ['Rua A; 10', '"Rua A; 10"'],
    ['Diz "sim"', '"Diz ""sim"""'],
    ['linha 1\nlinha 2', '"linha 1\nlinha 2"'],
    ['com\rCR', '"com\rCR"'],
    ['vírgula, ponto.', 'vírgula, ponto.'],
  ])('%j → %j', (value, expected) => {
    expect(cell(value)).toBe(expected);
  });

  it('keeps a quoted line break inside one record', () => {
    const csv = toBrazilianCsv([{ v: 'a\r\nb' }], text);
    expect(csv).toBe('\uFEFFObs.\r\n"a\r\nb"\r\n');
  });

  it('quotes a header that needs it', () => {
    const csv = toBrazilianCsv([], [{ header: 'Valor; total', value: () => 1 }]);
    expect(csv).toBe('\uFEFF"Valor; total"\r\n');
  });
});

describe('formatCell', () => {
  it.each([
    ['52998224725', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['11222333000181', '11.222.333/0001-81'],
    ['12ABC34501DE35', '12.ABC.345/01DE-35'],
  ])('masks the document %s as %s', (value, expected) => {
    expect(formatCell(value, 'document')).toBe(expected);
  });

  it.each([
    ['1234.56', '1.234,56'],
    [1234.56, '1.234,56'],
    ['-1234.56', '-1.234,56'],
    [-0.5, '-0,50'],
    [0, '0,00'],
    ['1000000', '1.000.000,00'],
    ['0.005', '0,01'],
    ['abc', ''],
  ])('writes the money %j as %j, without R$', (value, expected) => {
    expect(formatCell(value, 'money')).toBe(expected);
  });

  it.each([
    [1234.5, '1.234,5'],
    ['-12', '-12'],
    ['0.012345', '0,012345'],
  ])('writes the number %j as %j', (value, expected) => {
    expect(formatCell(value, 'number')).toBe(expected);
  });

  it('reads a date-only ISO string as that calendar day, not UTC midnight', () => {
    expect(formatCell('2026-03-05', 'date')).toBe('05/03/2026');
    expect(formatCell('2026-01-01', 'date')).toBe('01/01/2026');
    expect(formatCell('not a date', 'date')).toBe('');
  });

  it('writes date-times as DD/MM/YYYY HH:mm in local time', () => {
    expect(formatCell('2026-03-05T14:30:00-03:00', 'datetime')).toBe('05/03/2026 14:30');
    expect(formatCell('2026-03-05T02:15:00Z', 'datetime')).toBe('04/03/2026 23:15');
    expect(formatCell(new Date(2026, 11, 31, 9, 5), 'datetime')).toBe('31/12/2026 09:05');
    expect(formatCell('2026-03-05', 'datetime')).toBe('05/03/2026 00:00');
  });

  it('writes booleans as Sim and Não', () => {
    expect(formatCell(true, 'boolean')).toBe('Sim');
    expect(formatCell(false, 'boolean')).toBe('Não');
    expect(formatCell(true)).toBe('Sim');
    expect(formatCell(1, 'boolean')).toBe('Sim');
    expect(formatCell(0, 'boolean')).toBe('Não');
    expect(formatCell('false', 'boolean')).toBe('Não');
    expect(formatCell('true', 'boolean')).toBe('Sim');
  });

  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+55 11 99999-0000', `'+55 11 99999-0000`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tcmd', `'\tcmd`],
    ['\rcmd', `'\rcmd`],
    ['a=1', 'a=1'],
  ])('guards the text %j against formula injection', (value, expected) => {
    expect(formatCell(value, 'text')).toBe(expected);
  });

  it('does not guard the numbers it formats: negative money keeps its sign', () => {
    expect(formatCell('-1234.56', 'money')).toBe('-1.234,56');
    expect(formatCell(-5, 'number')).toBe('-5');
    expect(formatCell(-5)).toBe('-5');
  });

  it('quotes a guarded cell that starts with CR', () => {
    const csv = toBrazilianCsv([{ v: '\r=1+1' }], [{ header: 'x', value: (row) => row.v }]);
    expect(csv).toBe(`\uFEFFx\r\n"'\r=1+1"\r\n`);
  });
});
