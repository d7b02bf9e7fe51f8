import { toSVG } from 'bwip-js/node';
import pdfmake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { collectionBank, formatDigitableLine, formatOurNumber } from '../../../domain/boleto';
import { banks } from '../../../domain/banks';
import { maskDocument } from '../../../domain/cpfCnpj';
import { formatBRL, formatDate } from '../../../domain/format';
import { loadBundledFonts } from '../proposals/contractPdf';
import { SLIP_INSTRUCTIONS } from './messages';

/** Everything one slip prints. */
export interface SlipDocument {
  proposalNumber: number;
  installmentNumber: number;
  installments: number;
  issuedOn: string;
  dueDate: string;
  amount: string;
  bankCode: string;
  agency: string;
  account: string;
  accountDigit: string;
  carteira: string;
  /** Convênio / código do beneficiário, where the bank's layout has one. */
  beneficiaryCode?: string | null;
  ourNumber: number;
  barcode: string;
  digitableLine: string;
  pixPayload: string;
  beneficiary: { name: string; document: string; address: string };
  payer: { name: string; document: string; address: string | null };
}

/**
 * The ITF (Interleaved 2 of 5) barcode of the 44 digits as SVG, drawn by bwip-js; FEBRABAN's
 * printed size is 103 × 13 mm, so the bars are stretched to that box.
 */
const barcodeSvg = (barcode: string) =>
  toSVG({ bcid: 'interleaved2of5', text: barcode, height: 13, includetext: false }).replace(
    '<svg ',
    '<svg preserveAspectRatio="none" ',
  );

const MM = 72 / 25.4;

const box = (label: string, value: string, bold = false) => ({
  stack: [
    { text: label, style: 'label' },
    { text: value, bold, fontSize: 9 },
  ],
});

const bankName = (code: string) =>
  collectionBank(code)?.name ?? banks.find((bank) => bank.Code === code)?.Name ?? `Banco ${code}`;

/** The bank's code with its check digit (341-7), as every slip's header prints it. */
const printedCode = (code: string) => collectionBank(code)?.printedCode ?? code;

/** The nosso número as the slip's bank prints it (Bradesco's layout for a bank without one). */
const printedOurNumber = (doc: SlipDocument) => {
  const bank = collectionBank(doc.bankCode);
  return bank
    ? bank.formatOurNumber(doc, doc.ourNumber)
    : formatOurNumber(doc.carteira, doc.ourNumber);
};

const header = (doc: SlipDocument, title: string): Content => ({
  columns: [
    { text: bankName(doc.bankCode), bold: true, width: '*', fontSize: 10 },
    {
      text: printedCode(doc.bankCode),
      bold: true,
      fontSize: 14,
      width: 'auto',
      margin: [8, 0, 8, 0],
    },
    { text: title, alignment: 'right', width: 'auto', fontSize: 9, margin: [0, 3, 0, 0] },
  ],
  margin: [0, 0, 0, 4],
});

const party = (who: { name: string; document: string; address: string | null }) =>
  `${who.name} — CPF/CNPJ ${maskDocument(who.document)}${who.address ? `\n${who.address}` : ''}`;

/** The bank slip: the payer's receipt, then the ficha de compensação with the barcode and PIX. */
export const slipDefinition = (doc: SlipDocument): TDocumentDefinitions => {
  const line = formatDigitableLine(doc.digitableLine);
  const ourNumber = printedOurNumber(doc);
  const beneficiaryCode = doc.beneficiaryCode
    ? `${doc.agency} / ${doc.beneficiaryCode}`
    : `${doc.agency} / ${doc.account}-${doc.accountDigit}`;
  const documentNumber = `${doc.proposalNumber}/${doc.installmentNumber}`;
  const common: TableCell[][] = [
    [
      { ...box('Beneficiário', party(doc.beneficiary)), colSpan: 3 },
      {},
      {},
      box('Vencimento', formatDate(doc.dueDate), true),
    ],
    [
      box('Data do documento', formatDate(doc.issuedOn)),
      box('Nº do documento', documentNumber),
      box('Carteira', doc.carteira),
      box('Agência / Código do beneficiário', beneficiaryCode),
    ],
    [
      box('Espécie', 'R$'),
      box('Espécie doc.', 'DS'),
      box('Parcela', `${doc.installmentNumber} de ${doc.installments}`),
      box('Nosso número', ourNumber),
    ],
  ];
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 36],
    info: {
      title: `Boleto — proposta nº ${doc.proposalNumber}, parcela ${doc.installmentNumber}`,
      author: doc.beneficiary.name,
    },
    defaultStyle: { font: 'Roboto', fontSize: 8 },
    styles: { label: { fontSize: 6.5, color: '#555555' } },
    content: [
      header(doc, 'Recibo do Pagador'),
      {
        table: {
          widths: ['*', '*', '*', 150],
          body: [
            ...common,
            [
              { ...box('Pagador', party(doc.payer)), colSpan: 3 },
              {},
              {},
              box('(=) Valor do documento', formatBRL(doc.amount), true),
            ],
          ],
        },
      },
      { text: line, alignment: 'right', fontSize: 9, margin: [0, 4, 0, 0] },
      {
        canvas: [
          { type: 'line', x1: 0, y1: 8, x2: 523, y2: 8, dash: { length: 3 }, lineWidth: 0.5 },
        ],
        margin: [0, 6, 0, 10],
      },
      {
        columns: [
          {
            text: `${bankName(doc.bankCode)} | ${printedCode(doc.bankCode)}`,
            bold: true,
            width: 'auto',
          },
          { text: line, bold: true, fontSize: 11, alignment: 'right', width: '*' },
        ],
        margin: [0, 0, 0, 4],
      },
      {
        table: {
          widths: ['*', '*', '*', 150],
          body: [
            [
              {
                ...box(
                  'Local de pagamento',
                  'Pagável em qualquer banco ou pelo PIX até o vencimento',
                ),
                colSpan: 3,
              },
              {},
              {},
              box('Vencimento', formatDate(doc.dueDate), true),
            ],
            ...common.slice(0, 3),
            [
              {
                stack: [
                  {
                    text: 'Instruções (texto de responsabilidade do beneficiário)',
                    style: 'label',
                  },
                  ...SLIP_INSTRUCTIONS.map((text) => ({ text, fontSize: 8 })),
                ],
                colSpan: 3,
              },
              {},
              {},
              box('(=) Valor do documento', formatBRL(doc.amount), true),
            ],
            [{ ...box('Pagador', party(doc.payer)), colSpan: 4 }, {}, {}, {}],
          ],
        },
      },
      { svg: barcodeSvg(doc.barcode), width: 103 * MM, height: 13 * MM, margin: [0, 8, 0, 2] },
      { text: 'Autenticação mecânica — Ficha de Compensação', alignment: 'right', style: 'label' },
      {
        columns: [
          { qr: doc.pixPayload, fit: 110, width: 'auto', eccLevel: 'M' },
          {
            width: '*',
            margin: [12, 0, 0, 0],
            stack: [
              { text: 'Pague com PIX', bold: true, fontSize: 10, margin: [0, 0, 0, 4] },
              'Leia o QR Code no app do seu banco ou use o código PIX copia e cola:',
              { text: doc.pixPayload, fontSize: 7, margin: [0, 4, 0, 0] },
            ],
          },
        ],
        margin: [0, 14, 0, 0],
      },
    ],
  };
};

export const renderSlipPdf = async (doc: SlipDocument): Promise<Buffer> => {
  loadBundledFonts();
  return pdfmake.createPdf(slipDefinition(doc)).getBuffer();
};
