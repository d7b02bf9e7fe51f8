import { createRequire } from 'node:module';
import type * as Jsdom from 'jsdom';
import type { Content } from 'pdfmake/interfaces';

/**
 * Rich text (the editor's sanitised HTML, with the tag engine's values filled in) as pdfmake
 * content: paragraphs, line breaks, headings, bold, italics, underline and strike-through,
 * highlighted (missing) tags, and bulleted and numbered lists, nested. Everything else (images,
 * links' targets, colours, table layout) is dropped and only its text is kept: a contract is read,
 * not laid out, and the PDF must never reach for a resource.
 */

// jsdom loads only in a process that renders a contract, as in server/http/richText.ts.
let jsdom: typeof Jsdom | undefined;
const fragmentOf = (html: string) => {
  jsdom ??= createRequire(import.meta.url)('jsdom') as typeof Jsdom;
  return jsdom.JSDOM.fragment(html);
};

interface Marks {
  bold?: boolean;
  italics?: boolean;
  decoration?: 'underline' | 'lineThrough';
  background?: string;
  sup?: boolean;
  sub?: boolean;
}

interface Inline extends Marks {
  text: string;
}

/** Highlight of a tag the proposal does not fill yet (<mark class="tag-missing">). */
const MISSING_TAG_BACKGROUND = '#fff3a0';

const INLINE_MARKS: Record<string, Marks> = {
  strong: { bold: true },
  b: { bold: true },
  em: { italics: true },
  i: { italics: true },
  u: { decoration: 'underline' },
  s: { decoration: 'lineThrough' },
  strike: { decoration: 'lineThrough' },
  del: { decoration: 'lineThrough' },
  mark: { background: MISSING_TAG_BACKGROUND },
  sup: { sup: true },
  sub: { sub: true },
};

const HEADING_SIZES: Record<string, number> = { h1: 14, h2: 13, h3: 12, h4: 11, h5: 10, h6: 10 };
const BLOCKS = new Set([
  'p',
  'div',
  'blockquote',
  'pre',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'li',
]);
const DROPPED = new Set(['img', 'hr', 'colgroup', 'col', 'script', 'style']);

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

const PARAGRAPH_MARGIN: [number, number, number, number] = [0, 0, 0, 6];

/** A paragraph's inlines without leading/trailing blanks; null when it holds no text. */
const paragraph = (inlines: Inline[]): Inline[] | null => {
  const joined = inlines.map((inline) => inline.text).join('');
  if (!joined.trim()) return null;
  const first = inlines.findIndex((inline) => inline.text.trim());
  const kept = inlines.slice(first);
  kept[0] = { ...kept[0], text: kept[0].text.replace(/^[ \t]+/, '') };
  return kept;
};

const blocksOf = (nodes: Iterable<Node>, marks: Marks): Content[] => {
  const out: Content[] = [];
  let line: Inline[] = [];
  const flush = () => {
    const text = paragraph(line);
    if (text) out.push({ text, margin: PARAGRAPH_MARGIN });
    line = [];
  };
  const inline = (node: Node, current: Marks) => {
    if (node.nodeType === TEXT_NODE) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ');
      if (text) line.push({ text, ...current });
      return;
    }
    if (node.nodeType !== ELEMENT_NODE) return;
    const tag = (node as Element).tagName.toLowerCase();
    if (DROPPED.has(tag)) return;
    if (tag === 'br') {
      line.push({ text: '\n' });
      return;
    }
    if (tag === 'ul' || tag === 'ol') {
      flush();
      const items = [...node.childNodes]
        .filter((child) => child.nodeType === ELEMENT_NODE)
        .map((item) => {
          const content = blocksOf(item.childNodes, current);
          return content.length === 1 ? content[0] : { stack: content };
        });
      if (items.length) {
        out.push(
          tag === 'ul'
            ? { ul: items, margin: PARAGRAPH_MARGIN }
            : { ol: items, margin: PARAGRAPH_MARGIN },
        );
      }
      return;
    }
    if (tag in HEADING_SIZES) {
      flush();
      const text = paragraph(inlinesOf(node.childNodes, { ...current, bold: true }));
      if (text) out.push({ text, fontSize: HEADING_SIZES[tag], margin: [0, 4, 0, 6] });
      return;
    }
    if (BLOCKS.has(tag)) {
      flush();
      out.push(...blocksOf(node.childNodes, current));
      return;
    }
    const next = { ...current, ...INLINE_MARKS[tag] };
    for (const child of node.childNodes) inline(child, next);
  };
  for (const node of nodes) inline(node, marks);
  flush();
  return out;
};

/** The text of an element's children as inlines (a nested block becomes a line break). */
const inlinesOf = (nodes: Iterable<Node>, marks: Marks): Inline[] =>
  blocksOf(nodes, marks).flatMap((block, index) => {
    const text = (block as { text?: Inline[] }).text ?? [];
    return index > 0 ? [{ text: '\n' }, ...text] : text;
  });

/** Rich text (HTML, or plain text) as pdfmake blocks; empty when it holds no text. */
export const richTextToPdf = (html: string): Content[] => blocksOf(fragmentOf(html).childNodes, {});
