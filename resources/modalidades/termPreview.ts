import { previewTerm, type TermPreview } from '../../domain/modalityTerms';
import type { TermTag } from '../../domain/templates';
import { sanitizeHtml } from '../../src/layout/sanitizeHtml';

export { ENDORSEMENT_TERM_TYPE } from '../../domain/modalityTerms';

/** The editor's live preview: the gateway's own preview (domain/modalityTerms), sanitised. */
export type LivePreview = TermPreview;

export const livePreview = (
  value: string,
  termTags: readonly TermTag[],
  withEndorsement = false,
): LivePreview => {
  const preview = previewTerm(value, termTags, withEndorsement);
  return { ...preview, html: sanitizeHtml(preview.html) };
};
