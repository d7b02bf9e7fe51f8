import { previewTerm, type TermPreview } from '../../domain/modalityTerms';
import type { TermTag } from '../../domain/templates';

export { ENDORSEMENT_TERM_TYPE } from '../../domain/modalityTerms';

/** The editor's live preview: the gateway's own preview (domain/modalityTerms), shown through RichTextView. */
export type LivePreview = TermPreview;

export const livePreview = (
  value: string,
  termTags: readonly TermTag[],
  withEndorsement = false,
): LivePreview => previewTerm(value, termTags, withEndorsement);
