import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { type CcgTemplateInput, fillCcgTemplate } from '../../../domain/ccgTemplate';
import { loadBundledFonts } from '../proposals/contractPdf';
import { richTextToPdf } from '../proposals/richTextPdf';

/**
 * The CCG contract as a PDF: the tenant's template with the holder's, the insurer's and the
 * guarantors' tags filled, through the proposal contract's rendering path (pdfmake, the bundled
 * Roboto fonts, the rich-text-to-pdfmake converter).
 */
export const ccgDefinition = (html: string, input: CcgTemplateInput): TDocumentDefinitions => ({
  pageSize: 'A4',
  pageMargins: [50, 50, 50, 50],
  info: {
    title: `Contrato de contragarantia — ${input.holder.Name ?? ''}`.trim(),
    author: input.insurer?.Name ?? undefined,
  },
  defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.15 },
  footer: (currentPage: number, pageCount: number) => ({
    text: `CCG ${input.number ?? ''} — página ${currentPage} de ${pageCount}`,
    alignment: 'center',
    fontSize: 8,
    margin: [0, 20, 0, 0],
  }),
  content: richTextToPdf(fillCcgTemplate(html, input)),
});

export const renderCcgPdf = async (html: string, input: CcgTemplateInput): Promise<Buffer> => {
  loadBundledFonts();
  return pdfmake.createPdf(ccgDefinition(html, input)).getBuffer();
};
