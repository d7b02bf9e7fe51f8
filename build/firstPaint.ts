import type { Plugin } from 'vite';

/**
 * The Montserrat weights the sign-in page paints with (src/pages/signIn/signIn.css: 400 and 600).
 * main.tsx declares all four the portal uses; 500 and 700 load when a screen first shows them, so
 * on a slow link the first screen's scripts do not share the line with two fonts it never uses.
 */
const FIRST_PAINT_FONT = /montserrat-latin-[46]00-normal-[\w-]+\.woff2$/;

/**
 * index.html without a render-blocking request of its own: the stylesheets (the @font-face rules
 * and the sign-in page's, a few KB) go inline — the CSP allows inline styles, not scripts — and
 * the fonts it names are preloaded, so they arrive beside the scripts instead of after them.
 * font-display: swap (fontsource's default) paints the text before they come.
 */
export const firstPaint = (): Plugin => ({
  name: 'aval:first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      if (!bundle) return html;
      let page = html;
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${file.fileName}"[^>]*>`);
        // The disabled <link> is never fetched; it tells Vite's preload helper, which looks for
        // `link[href=…][rel=stylesheet]` before a dynamic import whose chunks list this stylesheet
        // (the portal's, the signed-in layout's), that it is here already. Without it the helper
        // fetched the file again and held the import until it came: a round trip each (issue 17).
        page = page.replace(
          link,
          () =>
            `<style>${String(file.source)}</style>\n    <link rel="stylesheet" href="/${file.fileName}" disabled>`,
        );
      }
      const preloads = Object.keys(bundle)
        .filter((fileName) => FIRST_PAINT_FONT.test(fileName))
        .sort()
        .map(
          (fileName) =>
            `<link rel="preload" href="/${fileName}" as="font" type="font/woff2" crossorigin>`,
        );
      return page.replace('</title>', `</title>\n    ${preloads.join('\n    ')}`);
    },
  },
});
