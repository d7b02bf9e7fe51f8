import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers smaller than this go out as they are: they fit in one or two TCP packets, so
 * compressing them would cost CPU (tens of µs per answer) and save no round trip.
 */
export const COMPRESSION_THRESHOLD = 2048;

/**
 * Gateway answers (JSON, text) compressed when the client accepts it, with levels cheap enough
 * for per-request work: Brotli 4 and gzip 4 cost ~50 µs on a 15 KB page of results and keep
 * nearly all the size gain of their top levels on JSON. The portal's files do not pass through
 * here: they are compressed once at build time and sent as they are (server/http/notFound.ts).
 * Event streams and binary downloads are left alone.
 */
export const registerCompression = async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: /^text\/(?!event-stream)|[+/]json(?:;|$)/,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 4 },
  });
};
