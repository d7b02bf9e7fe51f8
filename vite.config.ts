import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstPaint } from './build/firstPaint.js';
import { portalPreloads } from './build/portalPreloads.js';
import { precompress } from './build/precompress.js';

/**
 * Component test files that replace modules with vi.mock need a module graph of their own; the
 * others share one per worker, which saves loading react-admin and MUI once per file.
 */
const componentFiles = readdirSync('tests/component', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.tsx'))
  .map((file) => `tests/component/${file}`);
const mocksModules = (file: string) => readFileSync(file, 'utf8').includes('vi.mock(');

const gateway = `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [react(), firstPaint(), portalPreloads(), precompress()],
  resolve: {
    alias: {
      'object.entries': fileURLToPath(new URL('build/shims/objectEntries.cjs', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': gateway, '/kanban-api': gateway, '/hub': { target: gateway, ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // The libraries every screen runs on in a few chunks instead of dozens
        // of slivers (each request costs its headers and a slot on a slow link).
        codeSplitting: {
          groups: [
            {
              // all the sign-in page needs (src/pages/signIn): React alone
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 20,
            },
            {
              name: 'router',
              test: /node_modules[\\/](react-router|react-router-dom|@tanstack|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              // the libraries' modules the sign-in page itself imports (ra-core's HttpError…):
              // left to the groups below, a module shared widely enough would pull a whole
              // group chunk into the sign-in page's first load
              name: 'sign-in-libs',
              test: /node_modules[\\/]/,
              tags: ['$initial'],
              priority: 16,
            },
            {
              name: 'mui-system',
              test: /node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming)|@emotion|stylis|react-transition-group|clsx|react-is|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/,
              priority: 15,
            },
            {
              // every Material icon the screens use, in one chunk: each was a chunk of a few
              // hundred bytes of its own, and a holder's page fetched 14 of them (issue 17)
              name: 'icons',
              test: /node_modules[\\/]@mui[\\/]icons-material[\\/]/,
              priority: 12,
            },
            {
              // the Material UI and react-admin parts the screens share (buttons, text, lists,
              // forms…), loaded with the portal. The share count is tuned on /tomadores's bytes
              // (npm run bench:portal; the Brotli sizes of its chunks plus ~1 KB of headers a
              // request): at 32 the list screens' parts stayed dozens of slivers of a few hundred
              // bytes, each a request and a modulepreload (92 scripts, 474 KB); at 12, 51 and
              // 420 KB, for 67 KB more in the portal's first load. (At 20 it once pulled the list
              // machinery into the sign-in page: sign-in-libs above now keeps that apart.)
              name: 'ui-common',
              test: /node_modules[\\/](@mui[\\/]material|ra-core|ra-ui-materialui)[\\/]/,
              minShareCount: 12,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  test: {
    // vitest's default on a 2-core machine is one worker (cores − 1), which leaves a core idle
    // while a file waits on its database; two files at a time keep both busy.
    maxWorkers: 2,
    // Timeouts only stop a hung test: generous, so a machine busy with a build, the e2e suite or
    // a benchmark slows the suite down without failing it. Tests wait for state, never for time.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Pure functions: one module graph per worker instead of one per file.
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Migrated and seeded once per run; each file gets its own copy (templateDatabase.ts).
          globalSetup: ['tests/api/support/templateDatabase.ts'],
          // Each file builds its own gateway on its own database, so files share nothing but the
          // loaded modules: loading the gateway once per worker instead of once per file.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: componentFiles.filter((file) => !mocksModules(file)),
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
          testTimeout: 60_000,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'component-mocked',
          include: componentFiles.filter(mocksModules),
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
