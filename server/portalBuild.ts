import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the portal bundle is built from: a change to any of these makes dist/ stale. */
const PORTAL_SOURCES = [
  'src',
  'domain',
  'i18n',
  'resources',
  'public',
  'index.html',
  'vite.config.ts',
  'build',
  'package-lock.json',
];

const newestChange = (path: string): number => {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stats.mtimeMs,
  );
};

const isStale = (rootDir: string, indexHtml: string) => {
  if (!existsSync(indexHtml)) return true;
  const builtAt = statSync(indexHtml).mtimeMs;
  return PORTAL_SOURCES.some((source) => newestChange(join(rootDir, source)) > builtAt);
};

/**
 * The built portal folder, building it with Vite first when dist/ is missing or older than its
 * sources, so `npm start` never serves a portal that disagrees with the code. A failed build
 * leaves the gateway running without the portal (and says so).
 */
export const ensurePortalBuilt = async (
  rootDir: string,
  log: (message: string) => void,
): Promise<string | undefined> => {
  const distDir = join(rootDir, 'dist');
  const indexHtml = join(distDir, 'index.html');
  if (!isStale(rootDir, indexHtml)) return distDir;
  log('Compilando o portal com o Vite (somente quando o código mudou)...');
  try {
    const { build } = await import('vite');
    await build({ root: rootDir, logLevel: 'warn' });
  } catch (error) {
    log(`Falha ao compilar o portal; servindo apenas o gateway. ${String(error)}`);
    return undefined;
  }
  return existsSync(indexHtml) ? distDir : undefined;
};
