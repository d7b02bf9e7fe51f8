import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { failure } from './envelope';
import { portalPage } from './portalPage';
import { keepSubresourceHeaders, SUBRESOURCE_FILE } from './security';

/** The tenant config a page request gets inlined (server/http/portalPage.ts), if any. */
export type PageConfigLookup = (
  request: FastifyRequest,
) => Promise<{ host: string; config: unknown } | undefined>;

export const NOT_FOUND_MESSAGE = 'Recurso não encontrado.';

/** Paths the gateway owns: never answered with the portal. */
const GATEWAY_PATH = /^\/(api|docs|health|kanban-api|hub|files)(\/|$|\?)/i;

const isFile = async (path: string) => {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
};

/** A file of the built portal the URL points at, refusing anything outside the folder. */
const portalFile = async (portalDir: string, url: string) => {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split(/[?#]/)[0]);
  } catch {
    return undefined;
  }
  const absolute = resolve(join(portalDir, pathname));
  if (!absolute.startsWith(portalDir + sep)) return undefined;
  return (await isFile(absolute)) ? absolute.slice(portalDir.length + 1) : undefined;
};

/**
 * index.html is rendered per request (its tenant config inlined), so it is compressed here, a few
 * KB at a fast level; the 404 handler is not a route, which @fastify/compress never sees.
 */
const PAGE_ENCODINGS = ['br', 'gzip'];
const compressPage = (html: string, encoding: string) =>
  encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(html, { level: 6 });

const servePortal = async (
  request: FastifyRequest,
  reply: FastifyReply,
  portalDir: string,
  renderPage: (request: FastifyRequest) => Promise<string>,
) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (GATEWAY_PATH.test(request.url)) return false;
  const file = await portalFile(portalDir, request.url);
  if (file) {
    // hashed build assets never change; everything else is revalidated
    const immutable = file.startsWith(`assets${sep}`);
    if (SUBRESOURCE_FILE.test(file)) keepSubresourceHeaders(reply);
    await reply.sendFile(file, {
      maxAge: immutable ? 31_536_000_000 : 0,
      immutable,
      cacheControl: true,
    });
    return true;
  }
  if (!request.headers.accept?.includes('text/html')) return false;
  const html = await renderPage(request);
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', PAGE_ENCODINGS);
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  await reply.send(encoding ? compressPage(html, encoding) : html);
  return true;
};

const pageRenderer = (root: string, pageConfig?: PageConfigLookup) => {
  const page = portalPage(root);
  return async (request: FastifyRequest) => {
    let found: Awaited<ReturnType<PageConfigLookup>>;
    try {
      found = await pageConfig?.(request);
    } catch (error) {
      request.log.warn({ err: error }, 'portal config not inlined');
    }
    return page(request.url.split('?')[0], found?.host ?? '', found?.config);
  };
};

/**
 * Unknown routes answer the 404 envelope. With a built portal, GET requests outside the gateway
 * paths get its files, and page requests (Accept: text/html) its index.html (SPA deep links),
 * with the tenant's portal config inlined when `pageConfig` finds one. A failed lookup only
 * costs the inlining: the portal then fetches the config itself.
 */
export const registerNotFound = (
  app: FastifyInstance,
  portalDir?: string,
  pageConfig?: PageConfigLookup,
) => {
  const root = portalDir ? resolve(portalDir) : undefined;
  const renderPage = root ? pageRenderer(root, pageConfig) : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    if (root && renderPage && (await servePortal(request, reply, root, renderPage))) return reply;
    return reply.code(404).send(failure([NOT_FOUND_MESSAGE]));
  });
};
