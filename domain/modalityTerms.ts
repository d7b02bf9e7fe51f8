import {
  isTemplateTag,
  renderTemplate,
  sampleTemplateData,
  segmentsToHtml,
  type TemplateData,
  type TermTag,
} from './templates';

/**
 * What a modality writes into every proposal of it: its contractual terms (one text per term
 * type), its particular clauses and the documents a proposal of it must carry. Shared by the
 * gateway (/api/Core) and the parameterisation screens.
 */

/**
 * The contractual term types (spec part 2 §3 "Term types 1 to 5"). `key` is the field of a
 * proposal's or endorsement's ContractualTerms that the text feeds.
 */
export const contractualTermTypes = [
  { id: 1, key: 'Object', name: 'Objeto' },
  { id: 2, key: 'SpecialCondition', name: 'Condições especiais' },
  { id: 3, key: 'Endorsement', name: 'Texto de endosso' },
  { id: 4, key: 'PolicyText', name: 'Texto da apólice' },
  { id: 5, key: 'Observation', name: 'Observações' },
] as const;
export type ContractualTermTypeId = (typeof contractualTermTypes)[number]['id'];

export const findContractualTermType = (id: number | null | undefined) =>
  contractualTermTypes.find((type) => type.id === id);

/** The analysis pipes a required proposal document is checked in (GetPipeTypeForDocument). */
export const proposalDocumentPipeTypes = [
  { id: 1, name: 'Cadastro' },
  { id: 2, name: 'Crédito' },
  { id: 3, name: 'Subscrição' },
] as const;

export const findPipeType = (id: number | null | undefined) =>
  proposalDocumentPipeTypes.find((type) => type.id === id);

/** Rows each of these writes in its modality's history, and their pt-BR labels. */
export const modalityTermHistoryLabels: Record<string, string> = {
  ParticularClause: 'Cláusula particular',
  RequiredDocument: 'Documento obrigatório',
  ...Object.fromEntries(
    contractualTermTypes.map((type) => [
      `ContractualTerm${type.id}`,
      `Termo contratual: ${type.name}`,
    ]),
  ),
};

/**
 * A bracketed identifier (`[VALOR_IS]`, `[EmailContato]`) is a tag; bracketed prose such as
 * `[nº 045/2025]` is ordinary text and is left alone.
 */
const TAG_LIKE = /\[([A-Za-z][A-Za-z0-9_]{0,80})\]/g;

/** The tag-like names a text uses, once each, in the order they first appear. */
export const tagsUsed = (text: string): string[] => [
  ...new Set([...text.matchAll(TAG_LIKE)].map((match) => match[1])),
];

/** The tags of a text that are neither engine tags nor the tenant's term tags ([Name]). */
export const unknownTags = (text: string, termTagNames: readonly string[]): string[] => {
  const known = new Set(termTagNames.map((name) => name.trim()));
  return tagsUsed(text).filter((tag) => !isTemplateTag(tag) && !known.has(tag));
};

/** Term type 3 (Texto de endosso) is the only text that sees the sample endorsement. */
export const ENDORSEMENT_TERM_TYPE = 3;

export interface TermPreview {
  /** The tags the text uses, in order (JSONTag). */
  tags: string[];
  /** Each filled tag's sample value (JSONTagValue). */
  tagValues: Record<string, string>;
  /** Rendered HTML (not sanitised): missing tags in <mark class="tag-missing">. */
  html: string;
  /** Known tags the sample has no value for. */
  missing: string[];
  /** Bracketed names that are neither engine tags nor the tenant's term tags. */
  unknown: string[];
}

/**
 * A term rendered with the sample proposal (domain/templates sampleTemplateData) and the
 * tenant's own term tags: the editor's live preview and the JSONTag / JSONTagValue stored with
 * the term. Only an endorsement text sees the sample endorsement: a proposal's text has none, so
 * the endorsement-only tags of such a text show up as missing.
 */
export const previewTerm = (
  value: string,
  termTags: readonly TermTag[],
  withEndorsement: boolean,
): TermPreview => {
  const data: TemplateData = {
    ...sampleTemplateData,
    endorsement: withEndorsement ? sampleTemplateData.endorsement : null,
    termTags,
  };
  const segments = renderTemplate(value, data);
  const tagValues: Record<string, string> = {};
  const missing = new Set<string>();
  for (const segment of segments) {
    if (segment.kind === 'tag') tagValues[segment.tag] = segment.value;
    if (segment.kind === 'missing') missing.add(segment.tag);
  }
  return {
    tags: tagsUsed(value),
    tagValues,
    html: segmentsToHtml(segments),
    missing: [...missing],
    unknown: unknownTags(
      value,
      termTags.map((tag) => tag.Name),
    ),
  };
};

/**
 * The shapes of the calls behind a modality's texts are the contract in ./contracts/modalityTerms
 * (the gateway's route schemas come from the same zod objects): ContractualTermAnswer
 * (ContractualTermId null while the modality has no text of the type yet; JSONTag and
 * JSONTagValue are JSON text; RenderedValue the sample preview, missing tags highlighted),
 * ParticularClauseAnswer (Value is rich text), RequiredDocumentAnswer, PipeTypeAnswer and the
 * bodies the portal sends.
 */
export type {
  ClausesQuery,
  ContractualTermAnswer,
  ContractualTermInput,
  DocumentIdQuery,
  DocumentsQuery,
  DocumentStatusQuery,
  InsertParticularClauseInput,
  InsertRequiredDocumentInput,
  ModalityObjectQuery,
  ParticularClauseAnswer,
  ParticularClauseInput,
  ParticularClauseStatusInput,
  PipeDocumentsAnswer,
  PipeTypeAnswer,
  RequiredDocumentAnswer,
  RequiredDocumentInput,
  UpdateParticularClauseInput,
  UpdateRequiredDocumentInput,
} from './contracts/modalityTerms';
