import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { amountInWords } from '../../../domain/amountInWords';
import { maskDocument } from '../../../domain/cpfCnpj';
import { formatBRL, formatDate } from '../../../domain/format';
import type { TemplateData } from '../../../domain/templates';
import {
  type ContractText,
  documentStyles,
  loadBundledFonts,
  NOT_INFORMED,
  partyRows,
  rows,
  section,
  texts,
} from '../proposals/contractPdf';

/** Everything the policy document shows (spec part 2 §7 "Policies", DownloadPolicyDocument). */
export interface PolicyDocument {
  insurer: { name: string; cnpj: string; susepCode: string | null; address: string | null };
  susepProcessNumber: string | null;
  policyNumber: string;
  proposalNumber: number;
  modalityName: string;
  /** The tag engine's data: the holder's and the insured's names, documents and addresses. */
  data: TemplateData;
  beneficiaries: { name: string; cpfCnpj: string }[];
  broker: { name: string; cnpj: string; susepCode: string };
  insuredAmountValue: string;
  startDate: string;
  endDate: string;
  termDays: number;
  insurancePremium: string;
  installments: { number: number; amount: string; dueDate: string }[];
  numberOfInstallment: number;
  objects: ContractText[];
  clauses: ContractText[];
  issuedOn: string;
  /** The public validation page, pre-filled (the QR code's target). */
  validationUrl: string;
}

const installmentsText = (doc: PolicyDocument) =>
  doc.installments.length
    ? doc.installments
        .map((i) => `${i.number}ª ${formatBRL(i.amount)} em ${formatDate(i.dueDate)}`)
        .join('; ')
    : `${doc.numberOfInstallment} parcela(s)`;

/** The policy document's definition: insurer, conditions, parties, guarantee, texts, QR code. */
export const policyDefinition = (doc: PolicyDocument): TDocumentDefinitions => {
  const beneficiaries: Content = doc.beneficiaries.length
    ? rows(doc.beneficiaries.map((b) => [b.name, maskDocument(b.cpfCnpj)]))
    : { text: 'Não há beneficiários além do segurado.', italics: true };
  return {
    pageSize: 'A4',
    pageMargins: [50, 50, 50, 50],
    info: {
      title: `Apólice de seguro garantia nº ${doc.policyNumber}`,
      author: doc.insurer.name,
      subject: doc.modalityName,
    },
    ...documentStyles,
    footer: (currentPage: number, pageCount: number) => ({
      text: `Apólice nº ${doc.policyNumber} — página ${currentPage} de ${pageCount}`,
      alignment: 'center',
      fontSize: 8,
      margin: [0, 20, 0, 0],
    }),
    content: [
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: doc.insurer.name, style: 'insurer' },
              `CNPJ ${maskDocument(doc.insurer.cnpj)}`,
              `Código SUSEP ${doc.insurer.susepCode ?? NOT_INFORMED}`,
              doc.insurer.address ?? '',
            ],
          },
          {
            width: 110,
            stack: [
              { qr: doc.validationUrl, fit: 100, alignment: 'right' },
              { text: 'Valide esta apólice', fontSize: 7, alignment: 'right' },
            ],
          },
        ],
      },
      { text: 'APÓLICE DE SEGURO GARANTIA', style: 'title' },
      {
        text: `Apólice nº ${doc.policyNumber} — proposta nº ${doc.proposalNumber}`,
        style: 'subtitle',
      },
      section('Condições gerais'),
      rows([['Processo SUSEP', doc.susepProcessNumber]]),
      section('Partes'),
      rows([
        ...partyRows(doc.data),
        [
          'Corretor',
          `${doc.broker.name} — CNPJ ${maskDocument(doc.broker.cnpj)} — registro SUSEP ${doc.broker.susepCode}`,
        ],
      ]),
      section('Beneficiários'),
      beneficiaries,
      section('Garantia'),
      rows([
        ['Modalidade', doc.modalityName],
        [
          'Importância segurada',
          `${formatBRL(doc.insuredAmountValue)} (${amountInWords(doc.insuredAmountValue)})`,
        ],
        [
          'Vigência',
          `de ${formatDate(doc.startDate)} a ${formatDate(doc.endDate)} (${doc.termDays} dias)`,
        ],
        ['Prêmio', formatBRL(doc.insurancePremium)],
        ['Parcelas', installmentsText(doc)],
      ]),
      section('Objeto'),
      ...texts(doc.objects, 'O objeto do contrato garantido não foi informado.'),
      section('Cláusulas particulares'),
      ...texts(doc.clauses, 'Não há cláusulas particulares.'),
      {
        text: `Emitida em ${formatDate(doc.issuedOn)}.`,
        margin: [0, 16, 0, 0],
      },
      {
        text: `Confira a autenticidade desta apólice em ${doc.validationUrl}`,
        fontSize: 8,
        margin: [0, 8, 0, 0],
      },
    ],
  };
};

/** Renders the policy document to PDF bytes (pdfmake, the bundled Roboto fonts). */
export const renderPolicyPdf = async (doc: PolicyDocument): Promise<Buffer> => {
  loadBundledFonts();
  return pdfmake.createPdf(policyDefinition(doc)).getBuffer();
};
