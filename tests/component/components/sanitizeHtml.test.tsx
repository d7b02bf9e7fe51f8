import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConditionsHtml } from '../../../resources/condicoes-gerais/ConditionsHtml';
import { sanitizeHtml } from '../../../src/layout/sanitizeHtml';
import { attacks, editorOutput, looksDangerous, withoutControls } from '../../unit/richTextCases';

/** What a browser would run or follow from the shown markup, whatever its encoding. */
const scriptHooks = (root: Element) =>
  [...root.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes]
      .filter(
        (attribute) =>
          /^on|xlink|^values$|^attributename$|srcdoc/i.test(attribute.name) ||
          /^(javascript|vbscript|data:text)/i.test(withoutControls(attribute.value)),
      )
      .map((attribute) => `${element.tagName} ${attribute.name}=${attribute.value}`),
  );

describe('sanitizeHtml (the portal, before rich text is shown)', () => {
  it.each(attacks)('strips $name', ({ html, kept }) => {
    const clean = sanitizeHtml(html);
    expect(looksDangerous(clean)).toBe(false);
    if (kept) expect(clean).toContain(kept);
  });

  it.each(editorOutput)('keeps editor output unchanged: %s', (html) => {
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each(attacks)('shows a general condition holding $name as inert markup', ({ html }) => {
    const { container } = render(<ConditionsHtml html={`<h3>Cláusula 1</h3>${html}`} />);
    expect(container.querySelector('h3')?.textContent).toBe('Cláusula 1');
    expect(
      container.querySelectorAll('svg, math, script, iframe, style, object, embed, form, base'),
    ).toHaveLength(0);
    expect(scriptHooks(container)).toEqual([]);
  });
});
