/**
 * What rich text (terms of use, acceptance terms, general conditions, contractual terms,
 * particular clauses) may hold: what the editor writes and nothing that can run code. One policy,
 * applied by the gateway when the text is stored and by the portal when it is shown
 * (domain/richTextSanitizer, on DOMPurify). Anything not listed here is dropped.
 */

export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'sub',
  'sup',
  'small',
  'mark',
  'span',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'hr',
  'img',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
] as const;

export const RICH_TEXT_ATTRIBUTES = [
  'href',
  'target',
  'rel',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'style',
  'class',
  'colspan',
  'rowspan',
  'colwidth',
  'start',
  'type',
  'dir',
  'data-color',
] as const;

/**
 * Links and image sources: web, mail and phone addresses, or relative ones (`#x`, `/x`, `x.png`,
 * `[LinkTag]`). Tested after whitespace and control characters are removed, so `java&#x09;script:`
 * is read as `javascript:`. Images may also carry a `data:` source (DOMPurify's own rule for img).
 */
export const RICH_TEXT_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Inline style the editor writes (alignment, colour, highlight, font size, table widths). */
export const RICH_TEXT_STYLE_PROPERTIES: readonly string[] = [
  'text-align',
  'color',
  'background-color',
  'font-size',
  'font-family',
  'font-weight',
  'font-style',
  'text-decoration',
  'vertical-align',
  'width',
  'min-width',
  'height',
];

/**
 * A style value of plain words, numbers, colours and functions such as rgb(): no `url(`, no
 * escapes, no `!important`, no `expression(`.
 */
const SAFE_STYLE_VALUE = /^[\w\s#%.,'"()-]+$/;
const UNSAFE_STYLE_VALUE = /url\s*\(|expression|image|attr\s*\(|var\s*\(/i;

/** Classes the portal itself puts in rich text: missing template tags and code-block languages. */
export const RICH_TEXT_CLASS = /^(?:tag-missing|language-[\w+-]{1,40})$/;

/**
 * The allowed declarations of a style attribute; the attribute as written when all are allowed
 * (editor output stays byte for byte), '' when none is.
 */
export const keepStyle = (style: string): string => {
  const declarations = style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter(Boolean);
  const kept = declarations.filter((declaration) => {
    const colon = declaration.indexOf(':');
    if (colon <= 0) return false;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    return (
      RICH_TEXT_STYLE_PROPERTIES.includes(property) &&
      SAFE_STYLE_VALUE.test(value) &&
      !UNSAFE_STYLE_VALUE.test(value)
    );
  });
  if (kept.length === declarations.length && kept.length > 0) return style;
  return kept.join('; ');
};

/** The allowed classes of a class attribute, '' when none is. */
export const keepClass = (classes: string): string => {
  const names = classes.split(/\s+/).filter(Boolean);
  const kept = names.filter((name) => RICH_TEXT_CLASS.test(name));
  return kept.length === names.length ? classes : kept.join(' ');
};

/**
 * Whether a text can hold any markup at all: without `<` followed by a letter, `/`, `!` or `?`
 * an HTML parser makes no element, so plain text ("valor < 10 & [VALOR_IS]") is stored as typed.
 */
export const mayHoldMarkup = (value: string): boolean => /<[a-z!/?]/i.test(value);
