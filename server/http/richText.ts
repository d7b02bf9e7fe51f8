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
 * A call contract's body (domain/contracts) with its rich-text fields (editor HTML) sanitised
 * before the route sees it, so every route that stores rich text stores it clean. The contract
 * declares those fields as bounded strings: sanitising needs jsdom, which only the gateway loads.
 * The body's JSON schema, description included, is the contract's unchanged.
 */
export const sanitisingRichText = <Body extends z.ZodObject>(
  body: Body,
  fields: readonly (keyof z.output<Body> & string)[],
) =>
  body.overwrite((value) => {
    const clean: Record<string, unknown> = { ...value };
    for (const field of fields) {
      const html = clean[field];
      if (typeof html === 'string') clean[field] = sanitizeRichText(html);
    }
    return clean as z.output<Body>;
  });
