import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNightlyBackups } from './backups/nightly';
import { openBackupChannel, type BackupChannel } from './db/backup';
import { migrateDatabase, openDatabase } from './db/client';
import { isSeeded, seedDemoData } from './db/seed';
import { parseEnv, publicUrl, type Env } from './env';
import { createLogger } from './logger';
import { createRuntime } from './runtime';
import { prepareGracefulStop } from './http/graceful-stop';
import { createRequestListener } from './http/listener';
import { keepIdleConnections } from './http/keep-alive';
import { createCrowdAdmission } from './http/new-connections-first';
import { startMetricsListener, type MetricsListener } from './metrics/listener';

/** How long requests in flight may take once a shutdown begins; the jobs and the database then close. */
const SHUTDOWN_REQUEST_GRACE_MS = 7000;

const DEMO_ACCOUNTS = ['admin@sportzentrum.test (Admin)', 'trainer@sportzentrum.test (Trainer)', 'mitglied@sportzentrum.test (Mitglied)'];

/** BETTER_AUTH_SECRET, or one generated on first start and kept in the data folder. */
function authSecret(env: Env): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.NODE_ENV === 'production') throw new Error('Invalid environment configuration:\n  BETTER_AUTH_SECRET: required in production');
  const file = path.join(env.DATA_DIR, 'auth-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

async function main() {
  let env: Env;
  try {
    env = parseEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const log = createLogger(env.LOG_LEVEL);
  mkdirSync(env.DATA_DIR, { recursive: true });

  // PGlite: the channel `npm run backup` asks for a snapshot, opened before the directory is, since it
  // also refuses to start a second app on the same directory (decision 34).
  let backupChannel: BackupChannel | undefined;
  if (!env.DATABASE_URL) {
    try {
      backupChannel = await openBackupChannel(env.DATA_DIR, log);
    } catch (error) {
      console.error((error as Error).message);
      process.exit(1);
    }
  }
  // Made before the database: PGlite's queries, too, wait while a crowd of connections is taken in.
  const admission = createCrowdAdmission();
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, directUrl: env.DATABASE_DIRECT_URL, poolSize: env.DATABASE_POOL_SIZE, onIdleClientError: (err) => log.warn({ err }, 'idle database connection lost') })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'db'), betweenTurns: admission.settled });
  await migrateDatabase(database);
  backupChannel?.serve(database);
  if (env.SEED_DEMO === 'true' && !(await isSeeded(database.db))) {
    log.info('seeding demo data (first start)');
    await seedDemoData(database.db, { publicUrl: publicUrl(env) });
  }

  const webRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));
  const runtime = createRuntime({ env, database, log, secret: authSecret(env), webRoot, pollMs: 1000 });
  let metricsListener: MetricsListener | undefined;
  if (env.METRICS_PORT) {
    try {
      metricsListener = await startMetricsListener(runtime.metrics, { port: env.METRICS_PORT, host: env.METRICS_HOST, log });
      log.info({ host: env.METRICS_HOST, port: metricsListener.port }, 'metrics listening');
    } catch (error) {
      console.error(`Die Metriken können nicht auf ${env.METRICS_HOST}:${env.METRICS_PORT} bereitgestellt werden: ${(error as Error).message}`);
      process.exit(1);
    }
  }
  const server = createServer();
  keepIdleConnections(server);
  server.on('request', admission.listener(server, createRequestListener(runtime.app.fetch), runtime.requests));
  server.listen(env.PORT, env.HOST, () => {
    const url = publicUrl(env);
    log.info({ url, database: database.kind }, 'server listening');
    console.log(`\n  Sportzentrum läuft auf ${url}\n`);
    if (env.SEED_DEMO === 'true') console.log(`  Demo-Konten (Passwort Demo1234!):\n    ${DEMO_ACCOUNTS.join('\n    ')}\n`);
  });
  runtime.jobs.kick(); // deliver whatever a previous process left in the outbox
  const nightlyBackups = startNightlyBackups({ env, database, log });

  const graceful = prepareGracefulStop(server, runtime.lifecycle);
  const shutdown = async (signal: string) => {
    if (runtime.lifecycle.stopping) return;
    runtime.lifecycle.stopping = true;
    log.info({ signal }, 'shutting down: finishing requests in flight');
    // A request still running after this long is cut, so the process is down within 10 s.
    const deadline = setTimeout(() => {
      log.warn('requests still running at the shutdown deadline: closing their connections');
      graceful.cutAll();
    }, SHUTDOWN_REQUEST_GRACE_MS);
    setTimeout(() => process.exit(1), 15_000).unref();
    // Live streams never finish on their own; end them (with a reconnect hint) so the stop only waits for real requests.
    for (const end of runtime.spots.onClose) end();
    await graceful.stop();
    clearTimeout(deadline);
    // Before the database closes: a scrape reads from it.
    await metricsListener?.close();
    // The job runner finishes the jobs it holds (or leaves them to another server's takeover) before the database closes.
    await runtime.close();
    await nightlyBackups.stop();
    await database.close();
    // Only now: while the socket answers, no second app opens the PGlite directory.
    await backupChannel?.close();
    log.info('shutdown complete');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

void main();
