import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The built portal folder, building it with Vite first when dist/index.html is missing. A failed
 * build leaves the gateway running without the portal (and says so).
 */
export const ensurePortalBuilt = async (
  rootDir: string,
  log: (message: string) => void,
): Promise<string | undefined> => {
  const distDir = join(rootDir, 'dist');
  if (existsSync(join(distDir, 'index.html'))) return distDir;
  log('Portal ainda não compilado: executando o build do Vite (uma única vez)...');
  try {
    const { build } = await import('vite');
    await build({ root: rootDir, logLevel: 'warn' });
  } catch (error) {
    log(`Falha ao compilar o portal; servindo apenas o gateway. ${String(error)}`);
    return undefined;
  }
  return existsSync(join(distDir, 'index.html')) ? distDir : undefined;
};
