import { describe, expect, it } from 'vitest';
import { keepStyle } from '../../domain/richTextPolicy';
import { acceptanceTermsHtml } from '../../server/db/seed/acceptanceTermsHtml';
import { termOfUseHtml } from '../../server/db/seed/termOfUseHtml';
import { sanitizeRichText } from '../../server/http/richText';
import { attacks, editorOutput, looksDangerous } from './richTextCases';

describe('sanitizeRichText (the gateway, before rich text is stored)', () => {
  it.each(attacks)('strips $name', ({ html, kept }) => {
    const clean = sanitizeRichText(html);
    expect(looksDangerous(clean)).toBe(false);
    if (kept) expect(clean).toContain(kept);
  });

  it.each(editorOutput)('keeps editor output unchanged: %s', (html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  // Terms of use and acceptance terms are written only by the seed: it must be within the policy.
  it.each([termOfUseHtml, ...acceptanceTermsHtml.map((term) => term.html)])(
    'keeps the seeded terms unchanged',
    (html) => expect(sanitizeRichText(html)).toBe(html),
  );

  it('keeps the allowed declarations of a style and drops the others', () => {
    expect(keepStyle('color: red; position: fixed; font-size: 12px')).toBe(
      'color: red; font-size: 12px',
    );
    expect(keepStyle('position: fixed; inset: 0')).toBe('');
    expect(keepStyle('text-align: center')).toBe('text-align: center');
  });

  it('drops classes the portal does not write', () => {
    expect(sanitizeRichText('<p class="MuiBackdrop-root tag-missing">x</p>')).toBe(
      '<p class="tag-missing">x</p>',
    );
    expect(sanitizeRichText('<p class="MuiBackdrop-root">x</p>')).toBe('<p>x</p>');
  });
});
