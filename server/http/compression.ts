import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers smaller than this go out as they are: they fit in three TCP packets, well inside the
 * first round trip's window, so compressing them would cost CPU on every call (GetUserInfo, a
 * detail) and save a few milliseconds only on the slowest links.
 */
export const COMPRESSION_THRESHOLD = 4096;

/**
 * Answers up to this size are compressed in one call on the event loop rather than through a
 * zlib stream on libuv's thread pool. The plugin's default on 2 cores is 8 KB, betting on a spare
 * core to overlap with; under load the gateway has none (PostgreSQL and the clients hold the
 * other), and the stream's setup and scheduling cost more than compressing (issue 11: an 11.7 KB
 * page of insured spent about a quarter of the gateway's CPU in it). 64 KB at Brotli 1 is a few
 * hundred microseconds at most; larger answers (exports, documents) still stream.
 */
export const SYNC_COMPRESSION_LIMIT = 65_536;

/**
 * Gateway answers (JSON, text) compressed when the client accepts it, at the fastest levels:
 * per request, Brotli's setup costs more than the compressing, and a page of results already
 * shrinks 5–6× at quality 1 (an 11.7 KB page of insured: 2.0 KB at Brotli 1, 1.8 KB at
 * Brotli 4). Measured as the gateway's CPU per GetUserInfo (2.2 KB) under load (issue 11): Brotli
 * 4 added ~86 µs, Brotli 1 ~26 µs, on ~470 µs. The portal's files do not pass through
 * here: they are compressed once at build time and sent as they are (server/http/notFound.ts).
 * Event streams and binary downloads are left alone.
 */
export const registerCompression = async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: /^text\/(?!event-stream)|[+/]json(?:;|$)/,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1 },
    syncThreshold: SYNC_COMPRESSION_LIMIT,
  });
};
