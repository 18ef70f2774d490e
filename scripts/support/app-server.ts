import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The app as its own production process on 127.0.0.1:`port`, for the benchmarks; resolves once
 * /api/health answers. The caller's DATABASE_URL is not passed on (a bench must never touch a real
 * database by accident); `env` says which database and settings to use.
 */
export async function startAppServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  // An app left running on the port (e.g. by an interrupted drill) would answer in place of this one.
  if (await healthAnswer(port)) throw new Error(`port ${port} is already in use`);
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  // The compiled server of `npm run build` (what `npm start` runs) when there is one.
  const entry = existsSync(path.join(ROOT, 'dist/server/index.js')) ? ['dist/server/index.js'] : ['--import', 'tsx', 'src/server/index.ts'];
  // BENCH_NODE_ARGS: options for the app's Node process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: ROOT,
    // PUBLIC_URL defaults to the address the scripts call, so their requests count as the site's own.
    // No nightly backup of the app's own in the middle of a measurement (BACKUP_TIME).
    env: { ...inherited, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn', BACKUP_TIME: 'off', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) throw new Error(`app server exited with ${child.exitCode}`);
    if ((await healthAnswer(port))?.ok) return child;
    await sleep(20);
  }
  child.kill('SIGKILL');
  throw new Error('app server did not start');
}

/** The health check's answer on `port`, or null when nothing answers there. */
function healthAnswer(port: number): Promise<Response | null> {
  return fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
}

export async function stopAppServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // A server that does not finish its graceful stop in time is not left behind.
  const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
  child.kill('SIGTERM');
  await exited;
  clearTimeout(force);
}
