import { previewTerm as previewTermWithSample, unknownTags } from '../../../domain/modalityTerms';
import type { TermTag } from '../../../domain/templates';
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
 * The preview stored with a term (domain/modalityTerms previewTerm); a term tag the tenant removed
 * after the text was written counts as missing.
 */
export const previewTerm = (
  value: string,
  termTags: readonly TermTag[],
  withEndorsement: boolean,
) => {
  const preview = previewTermWithSample(value, termTags, withEndorsement);
  return { ...preview, missing: [...new Set([...preview.missing, ...preview.unknown])] };
};
