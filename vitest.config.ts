import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { FILES_WITH_OWN_MODULES } from './tests/support/own-modules';

// API tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set.
// The security suite (tests/security, `npm run test:security`) runs on both databases the same way.
// Each file opens its own app on its own database, so the files of a worker share their modules
// (isolate: false): importing the whole server afresh for every file was about half of the suite's
// time. The files that replace a module (vi.mock) run in a project of their own with their own modules.
const apiProjects = (kind: 'pglite' | 'postgres', suite: 'api' | 'security') => {
  const ownModules = FILES_WITH_OWN_MODULES.filter((file) => file.startsWith(`tests/${suite}/`));
  return [
    { extends: true as const, test: { name: `${suite}-${kind}`, include: [`tests/${suite}/**/*.test.ts`], exclude: [...configDefaults.exclude, ...ownModules], isolate: false, env: { TEST_DB_KIND: kind } } },
    { extends: true as const, test: { name: `${suite}-${kind}-own-modules`, include: ownModules, env: { TEST_DB_KIND: kind } } },
  ];
};

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
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts', 'tests/support/**/*.test.ts'], env: { TEST_DB_KIND: 'pglite' } } },
      ...apiProjects('pglite', 'api'),
      ...apiProjects('pglite', 'security'),
      ...(process.env.TEST_DATABASE_URL ? [...apiProjects('postgres', 'api'), ...apiProjects('postgres', 'security')] : []),
    ],
  },
});
