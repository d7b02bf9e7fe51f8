import { templateContext } from './context';
import { decodeEntities, escapeHtml } from './html';
import { isTemplateTag, templateTagValue } from './tags';
import type { TemplateData } from './types';

export type TemplateSegment =
  | { kind: 'text'; text: string }
  | { kind: 'tag'; tag: string; value: string }
  | { kind: 'missing'; tag: string };

/**
 * A bracketed name on one line, not crossing markup, so `[<b>x</b>]` and ordinary long brackets
 * in a contract are never read as tags.
 */
const BRACKETED = /\[([^[\]<>\n]{1,120})\]/g;

/**
 * Splits a contract or endorsement text into text, filled tags and missing tags. A catalogue tag
 * without a value is missing (shown highlighted in brackets); a company term tag ([Name]) takes
 * its Value, and also fills a catalogue tag of the same name that has no value; any other
 * bracketed text is left as it is.
 */
export const renderTemplate = (template: string, data: TemplateData = {}): TemplateSegment[] => {
  const context = templateContext(data);
  const termTags = new Map((data.termTags ?? []).map((term) => [term.Name.trim(), term.Value]));
  const segments: TemplateSegment[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last?.kind === 'text') last.text += text;
    else segments.push({ kind: 'text', text });
  };

  let position = 0;
  for (const match of template.matchAll(BRACKETED)) {
    const name = decodeEntities(match[1]).trim();
    const value = isTemplateTag(name) ? templateTagValue(name, context) : null;
    const termValue = termTags.get(name);
    pushText(template.slice(position, match.index));
    position = match.index + match[0].length;
    if (value !== null) segments.push({ kind: 'tag', tag: name, value });
    else if (termValue !== undefined) segments.push({ kind: 'tag', tag: name, value: termValue });
    else if (isTemplateTag(name)) segments.push({ kind: 'missing', tag: name });
    else pushText(match[0]);
  }
  pushText(template.slice(position));
  return segments;
};

/** Plain text: values as they are, missing tags as `[TAG]`. */
export const segmentsToText = (segments: readonly TemplateSegment[]): string =>
  segments
    .map((segment) => {
      if (segment.kind === 'text') return segment.text;
      if (segment.kind === 'tag') return segment.value;
      return `[${segment.tag}]`;
    })
    .join('');

/**
 * HTML: the template's own text is already HTML (written in the rich-text editor) and passes
 * through; values are text, escaped, with their line breaks kept; missing tags are highlighted.
 */
export const segmentsToHtml = (segments: readonly TemplateSegment[]): string =>
  segments
    .map((segment) => {
      if (segment.kind === 'text') return segment.text;
      if (segment.kind === 'tag') return escapeHtml(segment.value).replace(/\r?\n/g, '<br>');
      return `<mark class="tag-missing">[${escapeHtml(segment.tag)}]</mark>`;
    })
    .join('');

export const renderToText = (template: string, data: TemplateData = {}): string =>
  segmentsToText(renderTemplate(template, data));

export const renderToHtml = (template: string, data: TemplateData = {}): string =>
  segmentsToHtml(renderTemplate(template, data));
