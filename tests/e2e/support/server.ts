import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

// E2E_PORT lets two checkouts on one machine run their end-to-end suites side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The environment of an app server under test: its own port and data folder, seeded with demo data. */
export function e2eServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    // Each test context sends its own X-Forwarded-For (see fixtures.ts), so per-IP limits apply per test
    // as they would per visitor, instead of the whole suite sharing 127.0.0.1.
    TRUST_PROXY: 'true',
    // The app's first nightly backup would come five minutes in and hold the database for a second in the
    // middle of some journey; tests/api/backups.test.ts covers it.
    BACKUP_TIME: 'off',
    PATH: process.env.PATH ?? '',
  };
}

/** Starts a server process of our own (for tests that stop and restart it) and waits until it is healthy. */
export async function startServer(port: number, dataDir: string, fresh: boolean): Promise<ChildProcess> {
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: e2eServerEnv(port, dataDir),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A first start migrates and seeds the demo data: on a busy 2-core machine that takes a while.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    const healthy = await fetch(`http://localhost:${port}/api/health`).then((r) => r.ok, () => false);
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy in time');
}

/** Sends SIGTERM (graceful shutdown) and waits for the process to exit; resolves with its exit code. */
export function stopServer(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}
