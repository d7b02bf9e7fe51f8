// `npm start`: compiles the gateway (server/main.ts and everything it imports) to one JavaScript
// module, then runs it. Node then runs plain JavaScript, without the TypeScript loader that tsx
// adds at runtime (issue 11). Compiling takes well under a second, so it is done on every start:
// what runs always matches the code.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileGateway } from './compile.mjs';

const serverDir = dirname(fileURLToPath(import.meta.url));
const outfile = join(serverDir, '..', 'dist-server', 'gateway.mjs');
await compileGateway(join(serverDir, 'main.ts'), outfile);
await import(pathToFileURL(outfile).href);
