import { tagsUsed, unknownTags } from '../../../domain/modalityTerms';
import {
  renderTemplate,
  sampleTemplateData,
  segmentsToHtml,
  type TemplateData,
  type TermTag,
} from '../../../domain/templates';
import { richTextToPlain } from '../../../domain/templates/html';
import { ValidationError } from '../../http/errors';
import { unknownTagsMessage } from './termMessages';

/** 400 naming the tags of `value` that neither the engine nor the tenant knows. */
export const checkTags = (field: string, value: string, termTags: readonly TermTag[]) => {
  const unknown = unknownTags(
    value,
    termTags.map((tag) => tag.Name),
  );
  if (unknown.length) throw new ValidationError(unknownTagsMessage(field, unknown));
};

/** Rich text with no visible text (`<p></p>`, `&nbsp;`) counts as empty. */
export const isBlankRichText = (value: string | null | undefined) =>
  !richTextToPlain(value ?? '')
    .replace(/\u00a0/g, ' ')
    .trim();

/** A text as its history row shows it: plain, on one line, cut at 500 characters. */
export const historyText = (value: string) => {
  const plain = richTextToPlain(value).replace(/\s+/g, ' ').trim();
  return plain.length > 500 ? `${plain.slice(0, 499)}…` : plain;
};

/**
 * The sample proposal (domain/templates sampleTemplateData) with the tenant's own term tags.
 * Only an endorsement text sees the sample endorsement: a proposal's text has none, so the
 * endorsement-only tags of such a text show up as missing.
 */
const sampleFor = (withEndorsement: boolean, termTags: readonly TermTag[]): TemplateData => ({
  ...sampleTemplateData,
  endorsement: withEndorsement ? sampleTemplateData.endorsement : null,
  termTags,
});

export interface TermPreview {
  tags: string[];
  tagValues: Record<string, string>;
  html: string;
  missing: string[];
}

/** What the editor's live preview shows, and the JSONTag / JSONTagValue stored with a term. */
export const previewTerm = (
  value: string,
  termTags: readonly TermTag[],
  withEndorsement: boolean,
): TermPreview => {
  const segments = renderTemplate(value, sampleFor(withEndorsement, termTags));
  const tagValues: Record<string, string> = {};
  const missing = new Set<string>();
  for (const segment of segments) {
    if (segment.kind === 'tag') tagValues[segment.tag] = segment.value;
    if (segment.kind === 'missing') missing.add(segment.tag);
  }
  // A term tag the tenant removed after the text was written is missing too.
  for (const tag of unknownTags(
    value,
    termTags.map((term) => term.Name),
  ))
    missing.add(tag);
  return {
    tags: tagsUsed(value),
    tagValues,
    html: segmentsToHtml(segments),
    missing: [...missing],
  };
};
