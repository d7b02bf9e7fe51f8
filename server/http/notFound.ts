import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope';

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

const servePortal = async (request: FastifyRequest, reply: FastifyReply, portalDir: string) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (GATEWAY_PATH.test(request.url)) return false;
  const file = await portalFile(portalDir, request.url);
  if (file) {
    // hashed build assets never change; everything else is revalidated
    const immutable = file.startsWith(`assets${sep}`);
    await reply.sendFile(file, {
      maxAge: immutable ? 31_536_000_000 : 0,
      immutable,
      cacheControl: true,
    });
    return true;
  }
  if (!request.headers.accept?.includes('text/html')) return false;
  await reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  return true;
};

/**
 * Unknown routes answer the 404 envelope. With a built portal, GET requests outside the gateway
 * paths get its files, and page requests (Accept: text/html) its index.html (SPA deep links).
 */
export const registerNotFound = (app: FastifyInstance, portalDir?: string) => {
  const root = portalDir ? resolve(portalDir) : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    if (root && (await servePortal(request, reply, root))) return reply;
    return reply.code(404).send(failure([NOT_FOUND_MESSAGE]));
  });
};
