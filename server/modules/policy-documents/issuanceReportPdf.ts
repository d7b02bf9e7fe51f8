import Decimal from 'decimal.js';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { maskDocument } from '../../../domain/cpfCnpj';
import { documentStatusDisplay, type DocumentStatusName } from '../../../domain/documentStatus';
import { formatBRL, formatDate, formatDateTime } from '../../../domain/format';
import { documentStyles, loadBundledFonts, rows, section } from '../proposals/contractPdf';
import type { IssuanceReport } from './issuanceReportData';

const money = (value: string | null) => (value === null ? null : formatBRL(value));

const table = (header: string[], body: string[][], empty: string): Content =>
  body.length
    ? {
        table: {
          headerRows: 1,
          widths: header.map((_, index) => (index === header.length - 1 ? '*' : 'auto')),
          body: [header.map((text) => ({ text, bold: true })), ...body],
        },
        layout: 'lightHorizontalLines',
        fontSize: 9,
      }
    : { text: empty, italics: true };

/** The issuance report's definition: the guarantee, limit and exposure, engines, documents, approvals. */
export const issuanceReportDefinition = (report: IssuanceReport): TDocumentDefinitions => {
  const { holder } = report;
  const available =
    holder.limitValue === null
      ? null
      : formatBRL(new Decimal(holder.limitValue).minus(holder.limitUsedValue).toFixed(2));
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    info: { title: `Laudo de emissão — proposta nº ${report.proposalNumber}` },
    ...documentStyles,
    footer: (currentPage: number, pageCount: number) => ({
      text: `Laudo de emissão da proposta nº ${report.proposalNumber} — gerado em ${report.generatedAt} — página ${currentPage} de ${pageCount}`,
      alignment: 'center',
      fontSize: 8,
      margin: [0, 20, 0, 0],
    }),
    content: [
      { text: 'LAUDO DE EMISSÃO', style: 'title' },
      {
        text: `Proposta nº ${report.proposalNumber} — ${report.statusName}${report.policyNumber ? ` — apólice nº ${report.policyNumber}` : ''}`,
        style: 'subtitle',
      },
      section('Garantia'),
      rows([
        ['Tomador', `${holder.name} — ${maskDocument(holder.cpfCnpj)}`],
        ['Segurado', report.insuredName],
        ['Modalidade', report.modalityName],
        ['Importância segurada', money(report.insuredAmountValue)],
        [
          'Vigência',
          report.startDate && report.endDate
            ? `de ${formatDate(report.startDate)} a ${formatDate(report.endDate)}`
            : null,
        ],
        ['Prêmio', money(report.insurancePremium)],
        ['Apólice', report.policyNumber ?? 'ainda não emitida'],
      ]),
      section('Limite e exposição do tomador'),
      rows([
        ['Classe de risco', holder.riskClass],
        ['Limite aprovado', money(holder.limitValue)],
        ['Limite utilizado (exposição)', formatBRL(holder.limitUsedValue)],
        ['Limite disponível', available],
        [
          'Limite calculado em',
          holder.limitsCalculatedAt ? formatDateTime(holder.limitsCalculatedAt) : null,
        ],
      ]),
      section('Motores de aprovação automática'),
      table(
        ['Motor', 'Veredito', 'Quando', 'Motivos'],
        report.engines.map((run) => [run.engine, run.verdict, run.ranAt, run.reasons.join(' ')]),
        'Nenhum motor foi executado nesta proposta.',
      ),
      section('Documentos da proposta'),
      table(
        ['Documento', 'Situação', 'Observação'],
        report.documents.map((document) => [
          document.Name,
          documentStatusDisplay[document.Status as DocumentStatusName]?.label ?? document.Status,
          document.ReviewNote ?? '',
        ]),
        'A proposta não tem documentos solicitados.',
      ),
      section('Aprovações'),
      table(
        ['Esteira', 'Etapa', 'Quem', 'Quando'],
        report.approvals.map((approval) => [
          approval.pipe,
          approval.step,
          approval.by ?? 'sistema',
          approval.at,
        ]),
        'Nenhum cartão de análise foi aprovado: a proposta foi aprovada pelos motores.',
      ),
      section('Linha do tempo'),
      table(
        ['Etapa', 'Situação', 'Quem', 'Quando', 'Observação'],
        report.timeline.map((entry) => [
          entry.situation,
          entry.status,
          entry.by,
          entry.at,
          entry.note ?? '',
        ]),
        'A linha do tempo está vazia.',
      ),
    ],
  };
};

export const renderIssuanceReportPdf = async (report: IssuanceReport): Promise<Buffer> => {
  loadBundledFonts();
  return pdfmake.createPdf(issuanceReportDefinition(report)).getBuffer();
};
