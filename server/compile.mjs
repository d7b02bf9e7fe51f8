// The gateway compiled to one JavaScript module with esbuild, as `npm start` runs it
// (server/start.mjs) and the bench measures it (bench/child.ts). Packages stay in node_modules.
import { build, stop } from 'esbuild';

/**
 * Compiles `entry` (a .ts file) and what it imports into `outfile` (an ES module), then stops
 * esbuild's service process, which would otherwise stay beside the gateway for its whole life
 * (a later build starts it again).
 */
export const compileGateway = (entry, outfile) =>
  build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  }).finally(() => stop());
