import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress';

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
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': gateway, '/kanban-api': gateway, '/hub': { target: gateway, ws: true } },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
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
