import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const gateway = `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': gateway, '/kanban-api': gateway, '/hub': { target: gateway, ws: true } },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  test: {
    // vitest's default on a 2-core machine is one worker (cores − 1), which leaves a core idle
    // while a file waits on its database; two files at a time keep both busy.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Migrated and seeded once per run; each file gets its own copy (templateDatabase.ts).
          globalSetup: ['tests/api/support/templateDatabase.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
