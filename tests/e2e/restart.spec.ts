import type { ChildProcess } from 'node:child_process';
import { Agent, get } from 'node:http';
import { startServer, stopServer } from './support/server';
import { expect, test, uniqueEmail } from './support/fixtures';

const PORT = 3101;
const DATA_DIR = '.tmp/e2e-restart-data';
let server: ChildProcess | undefined;

test.afterAll(async () => {
  if (server) await stopServer(server);
});

test('data survives a graceful restart of the server', async ({ page }) => {
  test.setTimeout(420_000); // two server starts, the first one seeding
  const base = `http://localhost:${PORT}`;
  server = await startServer(PORT, DATA_DIR, true);
  const email = uniqueEmail('bleibt');
  const signUp = await page.request.post(`${base}/api/auth/sign-up/email`, {
    data: { email, password: 'Sommer-2026', firstName: 'Bleibt', lastName: 'Da', name: 'Bleibt Da' },
  });
  expect(signUp.status()).toBe(200);

  // A live stream is open and a client keeps one connection busy with request after request.
  const live = readLiveStream(`${base}/api/sessions/live`);
  await live.ready;
  const busy = keepConnectionBusy(`${base}/api/health`);
  await busy.firstAnswer;

  // SIGTERM: the busy connection is closed (after an answer with `Connection: close`, or between two
  // requests), the stream gets a reconnect hint, and the process exits cleanly instead of being held open
  // by its clients (it used to keep serving the busy connection until its 15 s guard exited with 1).
  const exitCode = stopServer(server);
  // Requests that arrive in the moment of the stop, on fresh connections, are answered, never reset:
  // the health check says 'stopping' (so a load balancer turns away) while the server still listens.
  const arriving = await Promise.all(Array.from({ length: 20 }, () => getOnFreshConnection(`${base}/api/health`)));
  expect(arriving.filter((a) => a === 'reset')).toEqual([]);
  expect(arriving).toContain(503);
  expect(await exitCode).toBe(0);
  expect(await busy.answered).toBeGreaterThan(0);
  expect(await live.text).toContain('retry: 2000');
  server = await startServer(PORT, DATA_DIR, false);

  // The session is kept in the database, so the member is still signed in after the restart …
  await page.goto(`${base}/member/dashboard`);
  await expect(page.getByRole('heading', { name: /Hallo, Bleibt/ })).toBeVisible();
  // … and the account itself survived: signing in again works.
  await page.context().clearCookies();
  await page.goto(`${base}/auth`);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill('Sommer-2026');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Hallo, Bleibt/ })).toBeVisible();
  // Demo data was seeded once, not again on the second start.
  const settings = await (await page.request.get(`${base}/api/settings`)).json();
  expect(settings.siteTitle).toBe('Sportzentrum Lindenau');
});

/** An EventSource-like reader: resolves `ready` on the first event and `text` with everything once the stream ends. */
function readLiveStream(url: string) {
  let chunks = '';
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const text = new Promise<string>((resolve, reject) => {
    get(url, { headers: { accept: 'text/event-stream' } }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        chunks += chunk;
        if (chunks.includes('event: ready')) markReady();
      });
      res.on('end', () => resolve(chunks));
      res.on('error', () => resolve(chunks));
    }).on('error', reject);
  });
  return { ready, text };
}

/** One GET on a new connection: its status, 'refused' (nothing listens: safe to retry elsewhere) or 'reset'. */
function getOnFreshConnection(url: string) {
  return new Promise<number | 'refused' | 'reset'>((resolve) => {
    get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'reset'));
  });
}

/** Requests one right after another over a single kept-alive connection until the server stops answering. */
function keepConnectionBusy(url: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let firstDone!: () => void;
  const firstAnswer = new Promise<void>((resolve) => (firstDone = resolve));
  const answered = (async () => {
    let count = 0;
    for (;;) {
      const ok = await new Promise<boolean>((resolve) => {
        get(url, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(true));
        }).on('error', () => resolve(false));
      });
      firstDone();
      if (!ok) break;
      count += 1;
    }
    agent.destroy();
    return count;
  })();
  return { firstAnswer, answered };
}

