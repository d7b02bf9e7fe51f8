const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * Fills the `[Name]` placeholders of a term's HTML with the tenant's tag values (escaped: a value
 * is text, never markup). Placeholders without a tag stay as written.
 */
export const fillTermTags = (html: string, tags: { name: string; value: string }[]) => {
  const values = new Map(tags.map((tag) => [tag.name, escapeHtml(tag.value)]));
  return html.replace(
    /\[([^\][]+)\]/g,
    (placeholder, name: string) => values.get(name) ?? placeholder,
  );
};
