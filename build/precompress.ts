import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; fonts (woff2) and images are compressed already. */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
};

/** Writes `file.br` and `file.gz` beside a file, each only when it is smaller than the file. */
const compressFile = async (file: string) => {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < content.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < content.length ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
};

/** Compresses every text file under `dir` (the build's output folder). */
export const precompressDir = async (dir: string) => {
  await Promise.all((await filesUnder(dir)).map(compressFile));
};

/**
 * Brotli and gzip siblings of every text file of the build, at the highest levels (paid once at
 * build time), for the gateway to send as they are (server/http/notFound.ts, preCompressed).
 */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'aval:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
};
