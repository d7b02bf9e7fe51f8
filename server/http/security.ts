import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RateLimitConfig } from '../config';
import { TOO_MANY_ATTEMPTS } from '../modules/security/messages';
import { TooManyRequestsError } from './errors';

/**
 * Security headers (CSP fit for the Vite-built SPA: own scripts only, inline styles for
 * MUI/emotion, data:/blob: images) and the global rate limit per client IP.
 * Helmet is set up once here: @fastify/helmet built it again (parsing the CSP) on every request.
 */
export const registerSecurity = async (app: FastifyInstance, limits: RateLimitConfig) => {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  await app.register(rateLimit, {
    global: true,
    max: limits.max,
    timeWindow: limits.windowMs,
    errorResponseBuilder: () => new TooManyRequestsError(TOO_MANY_ATTEMPTS),
  });
};

/**
 * Security headers only a document acts on (a page, or an SVG opened as one): a script, a
 * stylesheet or a font loaded by the page runs under the page's policy, and the portal starts no
 * workers (a worker would take its CSP from its own script's answer). Sent over HTTP/1.1 with
 * each of the ~45 files of a signed-in list's first load they came to ~30 KB (issue 17).
 * nosniff, Cross-Origin-Resource-Policy and Referrer-Policy (which a module script's own imports
 * follow) stay on every answer.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The portal's files that are only ever loaded by a page, never opened as one. */
export const SUBRESOURCE_FILE = /\.(?:js|css|woff2?)$/i;

/** Drops the document-only headers (set by the onRequest hook above) from a subresource's answer. */
export const keepSubresourceHeaders = (reply: FastifyReply) => {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
};
