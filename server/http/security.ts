import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
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
