import type { Config, DOMPurify } from 'dompurify';
import {
  keepClass,
  keepStyle,
  mayHoldMarkup,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL,
} from './richTextPolicy';

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
  ALLOWED_URI_REGEXP: RICH_TEXT_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

const FILTERS: Record<string, (value: string) => string> = { style: keepStyle, class: keepClass };

/**
 * The rich-text sanitiser on a DOMPurify instance of its own (the browser's window in the portal,
 * jsdom's in the gateway), so both apply the one policy of domain/richTextPolicy. A text without
 * markup is returned as typed.
 */
export const createRichTextSanitizer = (purify: DOMPurify): ((html: string) => string) => {
  // Without a DOM, DOMPurify hands the input back unchanged: refuse rather than pass it on.
  if (!purify.isSupported) throw new Error('DOMPurify needs a DOM to sanitise rich text');
  purify.addHook('uponSanitizeAttribute', (_node, event) => {
    const filter = FILTERS[event.attrName];
    if (!filter) return;
    event.attrValue = filter(event.attrValue);
    if (!event.attrValue) event.keepAttr = false;
  });
  return (html) => (mayHoldMarkup(html) ? String(purify.sanitize(html, CONFIG)) : html);
};
