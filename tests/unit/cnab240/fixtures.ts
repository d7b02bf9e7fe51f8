import { buildCnab240Return, type CnabReturnInput } from '../../../domain/cnab240';

/** A return from Itaú (341) with a liquidation, a late liquidation (17) and a write-off (09). */
export const sampleInput = (): CnabReturnInput => ({
  bankCode: '341',
  bankName: 'BANCO ITAU SA',
  companyDocument: '33247156000175',
  companyName: 'GARANTIA BRASIL SEGUROS',
  agency: '1234',
  account: '56789',
  generatedOn: '2026-11-25',
  fileSequence: 42,
  titles: [
    {
      ourNumber: 10000001,
      dueDate: '2026-11-30',
      faceValue: '1479.45',
      paidOn: '2026-11-24',
      creditedOn: '2026-11-25',
      payerName: 'CONSTRUTORA ALVORADA LTDA',
    },
    {
      ourNumber: 10000002,
      occurrenceCode: '17',
      dueDate: '2026-10-31',
      faceValue: '0.30',
      interest: '0.10',
      paidOn: '2026-11-20',
    },
    { ourNumber: 10000003, occurrenceCode: '09', dueDate: '2026-12-31', faceValue: '250.00' },
  ],
});

export const sampleLines = () => buildCnab240Return(sampleInput()).split('\r\n').slice(0, -1);

/** `line` with `text` written from 1-based position `start`. */
export const put = (line: string, start: number, text: string) =>
  line.slice(0, start - 1) + text + line.slice(start - 1 + text.length);

export const join = (lines: string[]) => `${lines.join('\r\n')}\r\n`;
