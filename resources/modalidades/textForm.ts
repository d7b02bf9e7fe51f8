import { richTextToPlain } from '../../domain/templates/html';

/** Rich text with no visible text (`<p></p>`, `&nbsp;`) is empty, as the gateway counts it. */
export const isBlankText = (value: string | null | undefined) =>
  !richTextToPlain(value ?? '')
    .replace(/\u00a0/g, ' ')
    .trim();

/** A clause's text on one line for the list, cut at `length` characters. */
export const excerpt = (value: string, length = 160) => {
  const plain = richTextToPlain(value).replace(/\s+/g, ' ').trim();
  return plain.length > length ? `${plain.slice(0, length - 1)}…` : plain;
};
