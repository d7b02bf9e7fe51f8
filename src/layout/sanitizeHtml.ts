import DOMPurify from 'dompurify';
import { createRichTextSanitizer } from '../../domain/richTextSanitizer';

let sanitizer: ((html: string) => string) | undefined;

/**
 * Rich text (terms, conditions, clauses) as safe HTML for `dangerouslySetInnerHTML`: the shared
 * allow-list of domain/richTextPolicy on a DOMPurify instance of our own (react-admin keeps its
 * own for RichTextField). The gateway applies the same policy when the text is stored.
 */
export const sanitizeHtml = (html: string): string => {
  sanitizer ??= createRichTextSanitizer(DOMPurify(window));
  return sanitizer(html);
};
