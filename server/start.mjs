// `npm start`: compiles the gateway (server/main.ts and everything it imports) to one JavaScript
// module with esbuild, then runs it. Node then runs plain JavaScript, without the TypeScript loader
// that tsx adds at runtime (issue 11). Compiling takes well under a second, so it is done on every
// start: what runs always matches the code. Packages stay in node_modules (not bundled).
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverDir = dirname(fileURLToPath(import.meta.url));
const outfile = join(serverDir, '..', 'build', 'gateway.mjs');
await build({
  entryPoints: [join(serverDir, 'main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await import(pathToFileURL(outfile).href);
