import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
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

/**
 * The portal's index.html with the tenant's portal config inlined as a JSON data block (not a
 * script: the CSP runs no inline code), so the first screen renders with the tenant's name and
 * colours without waiting for a GetPortalConfig round trip — a slow phone's first paint waited
 * for it. The file is read again only when the build replaces it.
 */
export const portalPage = (portalDir: string) => {
  const file = join(portalDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;

  const template = async () => {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  };

  return async (host: string, config: unknown | undefined) => {
    const html = await template();
    if (config === undefined) return html;
    const block = `<script type="application/json" id="${PORTAL_CONFIG_ELEMENT_ID}">${scriptSafeJson({ host, config })}</script>`;
    return html.includes('</head>') ? html.replace('</head>', () => `${block}</head>`) : html;
  };
};
