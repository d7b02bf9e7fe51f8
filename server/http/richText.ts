import { createRequire } from 'node:module';
import createDOMPurify, { type WindowLike } from 'dompurify';
import type * as Jsdom from 'jsdom';
import { z } from 'zod';
import { createRichTextSanitizer } from '../../domain/richTextSanitizer';

let sanitizer: ((html: string) => string) | undefined;

// jsdom takes about half a second to load: only a process that stores rich text pays for it.
const loadJsdom = () => createRequire(import.meta.url)('jsdom') as typeof Jsdom;

/**
 * Rich text as it may be stored: the allow-list of domain/richTextPolicy (the one the portal
 * applies when showing it), on a jsdom window made on first use.
 */
export const sanitizeRichText = (html: string): string => {
  sanitizer ??= createRichTextSanitizer(
    createDOMPurify(new (loadJsdom().JSDOM)('').window as unknown as WindowLike),
  );
  return sanitizer(html);
};

/**
 * A rich-text field of a request body (editor HTML): at most `maxLength` characters, sanitised
 * before the route sees it, so every route that stores rich text stores it clean.
 */
export const richText = (maxLength: number) =>
  z.string().max(maxLength).overwrite(sanitizeRichText);
