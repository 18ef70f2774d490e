import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// API tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set.
// The security suite (tests/security, `npm run test:security`) runs on both databases the same way.
const apiProject = (kind: 'pglite' | 'postgres', suite: 'api' | 'security') => ({
  extends: true as const,
  test: { name: `${suite}-${kind}`, include: [`tests/${suite}/**/*.test.ts`], env: { TEST_DB_KIND: kind } },
});

export default defineConfig({
  // The web app's import aliases (vite.config.ts), for unit tests of code under src/web.
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src/web', import.meta.url))}/` },
      { find: /^@shared\//, replacement: `${fileURLToPath(new URL('./src/shared', import.meta.url))}/` },
    ],
  },
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    // Vitest's default leaves one core free, which is a single worker on a 2-core machine; the test files
    // wait on their databases much of the time, so two run side by side in about two thirds of the time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], env: { TEST_DB_KIND: 'pglite' } } },
      apiProject('pglite', 'api'),
      apiProject('pglite', 'security'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres', 'api'), apiProject('postgres', 'security')] : []),
    ],
  },
});
