import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createSession, createUser } from '../../src/server/db/factories';
import { backupRuns, jobs } from '../../src/server/db/schema';
import { parseEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { enqueueMail } from '../../src/server/mail/outbox';
import { startMetricsListener } from '../../src/server/metrics/listener';
import { startSmtpServer } from '../support/smtp-server';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

const TOKEN = 'metriken-token-metriken-token-0123456789';
const scrapeHeaders = { authorization: `Bearer ${TOKEN}` };

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  // A budget that hardly refills: a scraper held to it would be refused long before the loop below ends.
  t = await createTestApp({ METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url, API_BUDGET_RATE: '0.01' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function scrape(client: TestClient = t.client()): Promise<string> {
  const res = await client.request('GET', '/metrics', undefined, scrapeHeaders);
  expect(res.status).toBe(200);
  return res.text;
}

/** The value of one series: the metric's name and every given label must match (labels in any order). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const pairs = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => pairs[key] === value)) return Number(match[3]);
  }
  return undefined;
}

async function signedInMember(): Promise<TestClient> {
  const user = await createUser(t.db, {});
  const client = t.client();
  expect((await client.signIn(user.email, user.password)).status).toBe(200);
  return client;
}

describe('GET /metrics on the app port', () => {
  it('answers 401 to a missing or wrong token, and the Prometheus text to the right one', async () => {
    const client = t.client();
    expect((await client.get('/metrics')).status).toBe(401);
    const wrong = await client.request('GET', '/metrics', undefined, { authorization: `Bearer ${TOKEN.slice(0, -1)}x` });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer');

    const res = await client.request('GET', '/metrics', undefined, scrapeHeaders);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    for (const name of [
      'sportzentrum_http_request_duration_seconds',
      'sportzentrum_bookings_total',
      'sportzentrum_mail_send_failures_total',
      'sportzentrum_jobs_waiting',
      'sportzentrum_jobs_oldest_waiting_age_seconds',
      'sportzentrum_mails_failed',
      'sportzentrum_db_connections',
      'sportzentrum_db_waiting_queries',
      'sportzentrum_backup_last_success_timestamp_seconds',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(res.text).toContain(`# TYPE ${name} `);
    }
    // Read before the scrape's own query: by the second scrape, the pool has opened a connection for the first.
    const again = await scrape(client);
    const total = sample(again, 'sportzentrum_db_connections', { state: 'total' })!;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(sample(again, 'sportzentrum_db_connections', { state: 'idle' })).toBeLessThanOrEqual(total);
    expect(sample(again, 'sportzentrum_db_waiting_queries')).toBeGreaterThanOrEqual(0);
  });

  it('is not held to the request budget of the API', async () => {
    const client = t.client();
    for (let i = 0; i < 70; i++) await scrape(client);
    // The same client's API requests are: its burst of 60 runs out.
    let refused = 0;
    for (let i = 0; i < 61; i++) if ((await client.get('/api/courses')).status === 429) refused++;
    expect(refused).toBeGreaterThan(0);
  });
});

describe('what the metrics count', () => {
  it('counts a booking made through the API as confirmed, a full session as waitlisted, a cancellation, a refusal', async () => {
    const course = await createCourse(t.db, { maxParticipants: 1 });
    const session = await createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + 48 * 3_600_000) });
    const before = await scrape();
    const first = await signedInMember();
    const booked = await first.post('/api/bookings', { sessionId: session.id });
    expect(booked.json).toMatchObject({ status: 'confirmed' });
    expect((await first.post('/api/bookings', { sessionId: session.id })).json).toMatchObject({ alreadyExisted: true });
    expect((await (await signedInMember()).post('/api/bookings', { sessionId: session.id })).json).toMatchObject({ status: 'waitlist' });
    expect((await first.post(`/api/bookings/${booked.json.bookingId}/cancel`)).status).toBe(200);
    const past = await createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() - 3_600_000) });
    expect((await first.post('/api/bookings', { sessionId: past.id })).status).toBe(409);
    const after = await scrape();

    const grew = (labels: Record<string, string>) => (sample(after, 'sportzentrum_bookings_total', labels) ?? 0) - (sample(before, 'sportzentrum_bookings_total', labels) ?? 0);
    // The repeated request decided nothing new and is not counted.
    expect(grew({ outcome: 'confirmed' })).toBe(1);
    expect(grew({ outcome: 'waitlisted' })).toBe(1);
    expect(grew({ outcome: 'cancelled' })).toBe(1);
    expect(grew({ outcome: 'refused', reason: 'session_started' })).toBe(1);
  });

  it('shows a due job as waiting, with the age of the oldest', async () => {
    const [job] = await t.db
      .insert(jobs)
      .values({ type: 'test.waiting', payload: {}, runAt: new Date(Date.now() - 120_000) })
      .returning();
    const text = await scrape();
    expect(sample(text, 'sportzentrum_jobs_waiting')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'sportzentrum_jobs_oldest_waiting_age_seconds')).toBeGreaterThanOrEqual(119);
    await t.db.delete(jobs).where(eq(jobs.id, job.id));
    // A job scheduled for later is not waiting.
    await t.db.insert(jobs).values({ type: 'test.later', payload: {}, runAt: new Date(Date.now() + 3_600_000) });
    const later = await scrape();
    expect(sample(later, 'sportzentrum_jobs_oldest_waiting_age_seconds')).toBeLessThan(119);
  });

  it('counts a failed send attempt and the mail that failed for good', async () => {
    await t.jobs.drain(); // the earlier tests' mails go out first, while the server accepts them
    const before = await scrape();
    smtp.setFailing(true);
    try {
      await enqueueMail(t.db, { to: 'fehlschlag@example.de', subject: 'Test', text: 'Test', template: 'test' });
      // One attempt only, so the first failure is the last.
      await t.db.update(jobs).set({ maxAttempts: 1 }).where(eq(jobs.status, 'pending'));
      await t.jobs.drain();
    } finally {
      smtp.setFailing(false);
    }
    const after = await scrape();
    expect((sample(after, 'sportzentrum_mail_send_failures_total') ?? 0) - (sample(before, 'sportzentrum_mail_send_failures_total') ?? 0)).toBe(1);
    expect((sample(after, 'sportzentrum_mails_failed') ?? 0) - (sample(before, 'sportzentrum_mails_failed') ?? 0)).toBe(1);
  });

  it('labels requests with the route template, unmatched paths as such, and never counts itself', async () => {
    const client = t.client();
    const id = crypto.randomUUID();
    expect((await client.get(`/api/courses/${id}`)).status).toBe(404);
    expect((await client.get('/api/gibt-es-nicht')).status).toBe(404);
    await scrape();
    const text = await scrape();
    expect(sample(text, 'sportzentrum_http_request_duration_seconds_count', { route: '/api/courses/:id', method: 'GET', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'sportzentrum_http_request_duration_seconds_count', { route: 'unmatched', method: 'GET', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain('gibt-es-nicht');
    expect(text).not.toContain('route="/metrics"');
  });

  it('reports queries waiting for a database connection', async () => {
    // More at once than the pool has connections (PGlite: one); each holds its connection for a moment.
    // (A drizzle query starts once it is awaited or then'd.)
    const queries = Array.from({ length: 15 }, () => t.db.execute(sql`select pg_sleep(0.05)`).then(() => undefined));
    const text = await scrape();
    await Promise.all(queries);
    expect(sample(text, 'sportzentrum_db_waiting_queries')).toBeGreaterThan(0);
    expect(sample(await scrape(), 'sportzentrum_db_waiting_queries')).toBe(0);
  });

  it('reports the latest successful backup, the nightly one’s or `npm run backup`’s, and never a failed one', async () => {
    expect(sample(await scrape(), 'sportzentrum_backup_last_success_timestamp_seconds')).toBe(0);
    const good = new Date('2026-11-20T02:30:00Z');
    const failed = new Date('2026-11-21T02:30:00Z');
    await t.db.insert(backupRuns).values([
      { trigger: 'nightly', startedAt: good, finishedAt: good, ok: true, file: 'a.tar.gz', bytes: 1 },
      { trigger: 'nightly', startedAt: failed, finishedAt: failed, ok: false, error: 'Platte voll' },
    ]);
    expect(sample(await scrape(), 'sportzentrum_backup_last_success_timestamp_seconds')).toBe(good.getTime() / 1000);
  });
});

describe('METRICS_PORT listener', () => {
  it('serves only /metrics, without a token, and closes', async () => {
    const listener = await startMetricsListener(t.metrics, { port: 0, host: '127.0.0.1', log: createLogger('silent') });
    const base = `http://127.0.0.1:${listener.port}`;
    try {
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(await res.text()).toContain('# TYPE sportzentrum_jobs_waiting gauge');
      expect((await fetch(`${base}/api/health`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await listener.close();
    }
    await expect(fetch(`${base}/metrics`)).rejects.toThrow();
  });
});

describe('without METRICS_TOKEN', () => {
  it('answers /metrics like any unknown path', async () => {
    const plain = await createTestApp();
    try {
      const client = plain.client();
      const metrics = await client.request('GET', '/metrics', undefined, scrapeHeaders);
      const unknown = await client.get('/gibt-es-nicht');
      expect(metrics.status).toBe(404);
      expect(metrics.json).toEqual(unknown.json);
    } finally {
      await plain.close();
    }
  });

  it('refuses a short token and a metrics port equal to the app port', () => {
    expect(() => parseEnv({ METRICS_TOKEN: 'zu-kurz' })).toThrow(/METRICS_TOKEN: must be at least 32/);
    expect(() => parseEnv({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(parseEnv({ METRICS_PORT: '9464' })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '127.0.0.1' });
  });
});
