import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { findScreen, isAccessRule } from '../../domain/screenAccess';
import { isSignInPath, PORTAL_PRELOADS_FILE, type PortalPreloads } from '../../domain/signInPath';
import { PORTAL_CONFIG_ELEMENT_ID } from '../../domain/tenantHost';

/**
 * JSON inside a <script> data block: `<` escaped so no value can close the element, and the line
 * separators JavaScript once refused, for old parsers.
 */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

/** A file of the build, read again only when the build replaces it (undefined when absent). */
const buildFile = (file: string) => {
  let cached: { mtimeMs: number; text: string } | undefined;
  return async () => {
    const found = await stat(file).catch(() => undefined);
    if (!found) return undefined;
    if (cached?.mtimeMs !== found.mtimeMs) {
      cached = { mtimeMs: found.mtimeMs, text: await readFile(file, 'utf8') };
    }
    return cached.text;
  };
};

/**
 * `<link rel="modulepreload">` for the portal's chunks (build/portalPreloads.ts), and on a
 * signed-in screen (or a path no screen has, which leads to one) for the layout's and the access
 * rules' too.
 */
const preloadLinks = (json: string | undefined, path: string) => {
  if (!json) return '';
  const preloads = JSON.parse(json) as Partial<PortalPreloads> | null;
  const files = [
    ...(preloads?.portal ?? []),
    // an access screen (credentials, registration…) has no signed-in layout
    ...(isAccessRule(findScreen(path)?.rule) ? [] : (preloads?.signedIn ?? [])),
  ];
  return files
    .filter(
      (file): file is string => typeof file === 'string' && /^\/assets\/[\w.-]+\.js$/.test(file),
    )
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
};

/**
 * What a signed-in screen shows until the portal's scripts render it (createRoot replaces it):
 * react-admin's loading page in plain HTML, so a slow phone paints at once instead of staying
 * blank while the portal's first chunks download (issue 17). Inline styles only (the CSP allows
 * them, not scripts); fixed, so nothing moves when it goes.
 */
export const PORTAL_LOADING_HTML =
  '<div role="status" style="position:fixed;inset:0;display:flex;align-items:center;' +
  'justify-content:center;font-family:Montserrat,sans-serif;font-size:1rem;color:#6b6b6b">' +
  'Carregando…</div>';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The portal's index.html for a page request:
 * - the tenant's portal config inlined as a JSON data block (not a script: the CSP runs no inline
 *   code), so the first screen renders with the tenant's name and colours without waiting for a
 *   GetPortalConfig round trip — a slow phone's first paint waited for it;
 * - on every page but sign-in, the portal's chunks preloaded: index.html names only what the
 *   sign-in page needs (issue 17), and the portal's screens would otherwise fetch them only when
 *   main.tsx asks, one round trip later; and the loading text in the root element, painted
 *   before any script runs (the sign-in page paints its own form from its small first load).
 */
export const portalPage = (portalDir: string) => {
  const template = buildFile(join(portalDir, 'index.html'));
  const preloads = buildFile(join(portalDir, PORTAL_PRELOADS_FILE));

  return async (path: string, host: string, config: unknown | undefined) => {
    const html = await template();
    if (html === undefined) throw new Error(`${portalDir}/index.html is missing: build the portal`);
    let head = '';
    if (config !== undefined) {
      head += `<script type="application/json" id="${PORTAL_CONFIG_ELEMENT_ID}">${scriptSafeJson({ host, config })}</script>`;
    }
    const signIn = isSignInPath(path);
    if (!signIn) head += preloadLinks(await preloads(), path);
    const page = signIn
      ? html
      : html.replace(ROOT_ELEMENT, () => `<div id="root">${PORTAL_LOADING_HTML}</div>`);
    return head && page.includes('</head>')
      ? page.replace('</head>', () => `${head}</head>`)
      : page;
  };
};
