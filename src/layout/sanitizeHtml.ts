const BLOCKED_TAGS = 'script, style, iframe, object, embed, link, meta, base, form';

/**
 * The tenant's terms are authored HTML: keep the markup, drop what could run code
 * (script-like elements, on* handlers, javascript: URLs).
 */
export const sanitizeHtml = (html: string): string => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const element of Array.from(doc.body.querySelectorAll(BLOCKED_TAGS))) element.remove();
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.trim().toLowerCase();
      const scriptUrl = (name === 'href' || name === 'src') && value.startsWith('javascript:');
      if (name.startsWith('on') || scriptUrl) element.removeAttribute(attribute.name);
    }
  }
  return doc.body.innerHTML;
};
