import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package's folder (the one holding package.json), found from this module whether it runs
 * from its source (server/) or from the compiled gateway `npm start` runs (dist-server/).
 */
const findRootDir = () => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json não encontrado acima do servidor.');
    dir = parent;
  }
  return dir;
};

export const rootDir = findRootDir();
