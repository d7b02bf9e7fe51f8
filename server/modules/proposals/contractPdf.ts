import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatBRL, formatDate } from '../../../domain/format';
import { renderTemplate, segmentsToHtml, type TemplateData } from '../../../domain/templates';
import { richTextToPdf } from './richTextPdf';

/**
 * The contract draft as a PDF (GenerateContractDraft), rendered on the gateway with pdfmake
 * (DESIGN §7: one PDF library). Its Roboto fonts are read from the pdfmake package itself
 * (node_modules/pdfmake/build/fonts/Roboto): nothing is downloaded, and pdfmake may read no other
 * file and fetch no URL.
 */

let fontsReady = false;
export const loadBundledFonts = () => {
  if (fontsReady) return;
  const require = createRequire(import.meta.url);
  const dir = join(dirname(require.resolve('pdfmake/package.json')), 'build', 'fonts', 'Roboto');
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => path.startsWith(dir + sep));
  pdfmake.setFonts({
    Roboto: {
      normal: join(dir, 'Roboto-Regular.ttf'),
      bold: join(dir, 'Roboto-Medium.ttf'),
      italics: join(dir, 'Roboto-Italic.ttf'),
      bolditalics: join(dir, 'Roboto-MediumItalic.ttf'),
    },
  });
  fontsReady = true;
};

/** The diagonal mark of a draft (IsSaved=false). */
export const DRAFT_WATERMARK = 'MINUTA';

export interface ContractText {
  title: string | null;
  /** Rich text with the proposal's tag values filled in (segmentsToHtml). */
  html: string;
}

/** What the contract shows besides the tag values (read from `data` by the tag engine). */
export interface ContractDocument {
  number: number;
  statusName: string;
  data: TemplateData;
  generalConditions: {
    sectorName: string;
    branchCode: string;
    susepProcessNumber: string;
    number: number;
    title: string;
    effectiveFrom: string;
  } | null;
  modalityGroupName: string | null;
  insurancePremium: string | null;
  numberOfInstallment: number | null;
  objects: ContractText[];
  clauses: ContractText[];
  draft: boolean;
}

/** A tag's value for `data`, or null when the proposal does not fill it. */
export const tagValue = (data: TemplateData, tag: string) => {
  const [segment] = renderTemplate(`[${tag}]`, data);
  return segment?.kind === 'tag' ? segment.value : null;
};

/** A text of the proposal, its tags filled, as the HTML the PDF is made from. */
export const filledHtml = (value: string, data: TemplateData) =>
  segmentsToHtml(renderTemplate(value, data));

export const NOT_INFORMED = 'não informado';

export const section = (title: string): Content => ({ text: title, style: 'section' });

export const rows = (entries: [string, string | null][]): Content => ({
  table: {
    widths: [140, '*'],
    body: entries.map(([label, value]) => [
      { text: label, style: 'label' },
      { text: value ?? NOT_INFORMED, italics: value === null },
    ]),
  },
  layout: 'lightHorizontalLines',
  margin: [0, 0, 0, 4],
});

export const texts = (items: ContractText[], empty: string): Content[] =>
  items.length
    ? items.flatMap(
        (item, index) =>
          [
            ...(item.title
              ? [{ text: `${index + 1}. ${item.title}`, bold: true, margin: [0, 4, 0, 2] }]
              : []),
            ...richTextToPdf(item.html),
          ] as Content[],
      )
    : [{ text: empty, italics: true }];

/** The fonts and styles every gateway document shares (contract, policy, issuance report). */
export const documentStyles: Pick<TDocumentDefinitions, 'defaultStyle' | 'styles'> = {
  defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.15 },
  styles: {
    insurer: { fontSize: 12, bold: true },
    title: { fontSize: 14, bold: true, alignment: 'center', margin: [0, 14, 0, 2] },
    subtitle: { fontSize: 10, alignment: 'center', margin: [0, 0, 0, 8] },
    section: { fontSize: 11, bold: true, margin: [0, 10, 0, 4], color: '#0e65a5' },
    label: { bold: true },
  },
};

/** The holder's and the insured's names, documents and addresses, from the tag values. */
export const partyRows = (data: TemplateData): [string, string | null][] =>
  (
    [
      ['Tomador', 'NOME_TOMADOR'],
      ['CPF/CNPJ do tomador', 'CPF_CNPJ_TOMADOR'],
      ['Endereço do tomador', 'ENDERECO_TOMADOR'],
      ['Segurado', 'NOME_SEGURADO'],
      ['CPF/CNPJ do segurado', 'CPF_CNPJ_SEGURADO'],
      ['Endereço do segurado', 'ENDERECO_SEGURADO'],
    ] as const
  ).map(([label, tag]) => [label, tagValue(data, tag)]);

/** The contract's document definition: insurer, conditions, parties, guarantee, texts. */
export const contractDefinition = (doc: ContractDocument): TDocumentDefinitions => {
  const tag = (name: string) => tagValue(doc.data, name);
  const term = (start: string, end: string, days: string) =>
    tag(start) && tag(end) ? `de ${tag(start)} a ${tag(end)} (${tag(days) ?? '?'} dias)` : null;
  const amount = (figures: string, words: string) =>
    tag(figures) ? `${tag(figures)} (${tag(words) ?? ''})` : null;
  const modality = tag('MODALIDADE');
  const hasComplementary = tag('MODALIDADE_COMPLEMENTAR') !== null;
  const conditions = doc.generalConditions;
  return {
    pageSize: 'A4',
    pageMargins: [50, 50, 50, 50],
    info: {
      title: `Contrato de seguro garantia — proposta nº ${doc.number}`,
      author: tag('NOME_SEGURADORA') ?? undefined,
      subject: modality ?? undefined,
    },
    ...documentStyles,
    ...(doc.draft ? { watermark: { text: DRAFT_WATERMARK, opacity: 0.12, bold: true } } : {}),
    footer: (currentPage: number, pageCount: number) => ({
      text: `Proposta nº ${doc.number} — página ${currentPage} de ${pageCount}`,
      alignment: 'center',
      fontSize: 8,
      margin: [0, 20, 0, 0],
    }),
    content: [
      { text: tag('NOME_SEGURADORA') ?? NOT_INFORMED, style: 'insurer' },
      `CNPJ ${tag('CNPJ_SEGURADORA') ?? NOT_INFORMED}`,
      tag('ENDERECO_SEGURADORA') ?? '',
      { text: 'CONTRATO DE SEGURO GARANTIA', style: 'title' },
      { text: `Proposta nº ${doc.number} — ${doc.statusName}`, style: 'subtitle' },
      section('Condições gerais'),
      rows(
        conditions
          ? [
              ['Processo SUSEP', conditions.susepProcessNumber],
              [
                'Condições gerais',
                `${conditions.title} (ramo ${conditions.branchCode}, ${conditions.sectorName}), versão ${conditions.number}, em vigor desde ${formatDate(conditions.effectiveFrom)}`,
              ],
            ]
          : [['Processo SUSEP', null]],
      ),
      section('Partes'),
      rows(partyRows(doc.data)),
      section('Garantia'),
      rows([
        [
          'Modalidade',
          modality && doc.modalityGroupName ? `${modality} (${doc.modalityGroupName})` : modality,
        ],
        ['Importância segurada', amount('VALOR_IS', 'VALOR_IS_EXT')],
        ['Vigência', term('INI_VIGENCIA', 'FIM_VIGENCIA', 'PRAZO_DIAS')],
        ...(hasComplementary
          ? ([
              ['Modalidade complementar', tag('MODALIDADE_COMPLEMENTAR')],
              [
                'Importância segurada complementar',
                amount('VALOR_IS_COMPLEMENTAR', 'VALOR_IS_EXT_COMPLEMENTAR'),
              ],
              [
                'Vigência complementar',
                term(
                  'INI_VIGENCIA_COMPLEMENTAR',
                  'FIM_VIGENCIA_COMPLEMENTAR',
                  'PRAZO_DIAS_COMPLEMENTAR',
                ),
              ],
            ] as [string, string | null][])
          : []),
        ['Prêmio', doc.insurancePremium ? formatBRL(doc.insurancePremium) : null],
        ['Parcelas', doc.numberOfInstallment ? String(doc.numberOfInstallment) : null],
      ]),
      section('Objeto'),
      ...texts(doc.objects, 'O objeto do contrato garantido ainda não foi informado.'),
      section('Cláusulas particulares'),
      ...texts(doc.clauses, 'Não há cláusulas particulares.'),
      {
        text: `${tag('CIDADE_SEGURADORA') ?? ''}${tag('CIDADE_SEGURADORA') ? ', ' : ''}${formatDate(doc.data.today ?? new Date())}.`,
        margin: [0, 16, 0, 0],
      },
    ],
  };
};

/** Renders the contract to PDF bytes. */
export const renderContractPdf = async (doc: ContractDocument): Promise<Buffer> => {
  loadBundledFonts();
  return pdfmake.createPdf(contractDefinition(doc)).getBuffer();
};
