import { makeSignature } from 'better-auth/crypto';
import webpush from 'web-push';
import type { Database } from '../../src/server/db/client';
import { authSessions } from '../../src/server/db/schema';
import { parseEnv, type Env } from '../../src/server/env';
import { createLogger, type Logger } from '../../src/server/logger';
import { createRuntime } from '../../src/server/runtime';
import { createTestDatabase } from './test-db';

export const TEST_ORIGIN = 'http://localhost:3000';
export const DEMO_PASSWORD = 'Demo1234!';
const TEST_SECRET = 'test-secret-test-secret-test-secret-1234';
const vapidPair = webpush.generateVAPIDKeys();
const TEST_VAPID = { VAPID_PUBLIC_KEY: vapidPair.publicKey, VAPID_PRIVATE_KEY: vapidPair.privateKey };

/**
 * The whole app in-process on a fresh database, as the API tests use it. `options.database` runs it on a
 * database the caller opened instead (several app servers on one database); close() closes that too.
 */
export async function createTestApp(overrides: Partial<Record<keyof Env, string>> = {}, options: { webRoot?: string; database?: Database; log?: Logger } = {}) {
  const database = options.database ?? (await createTestDatabase());
  // TIMETABLE_CACHE off: factories write behind the app's back and tests read at once, without waiting for
  // the change notification that clears the cache; tests/api/week-cache.test.ts covers the cache itself.
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', TRUST_PROXY: 'true', PUBLIC_URL: TEST_ORIGIN, TIMETABLE_CACHE: 'off', ...TEST_VAPID, ...overrides });
  const runtime = createRuntime({ env, database, log: options.log ?? createLogger(env.LOG_LEVEL), secret: TEST_SECRET, webRoot: options.webRoot });
  let ipCounter = 0;
  return {
    ...runtime,
    db: database.db,
    database,
    /** A browser-like client with its own cookie jar and its own client IP. */
    client(ip = `10.0.0.${++ipCounter}`) {
      return new TestClient(runtime.app, ip);
    },
    /**
     * A client signed in as `userId` without the password check: writes a session row and its signed
     * cookie as better-auth would. For tests that need hundreds of signed-in members quickly.
     */
    async clientSignedInAs(userId: string, ip?: string) {
      const token = crypto.randomUUID().replace(/-/g, '');
      await database.db.insert(authSessions).values({ id: crypto.randomUUID(), userId, token, expiresAt: new Date(Date.now() + 3_600_000) });
      const client = this.client(ip);
      client.setCookie('better-auth.session_token', encodeURIComponent(`${token}.${await makeSignature(token, TEST_SECRET)}`));
      return client;
    },
    async close() {
      await runtime.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

type Fetchable = { request(input: string, init?: RequestInit): Response | Promise<Response> };

export class TestClient {
  private cookies = new Map<string, string>();
  constructor(
    private readonly app: Fetchable,
    readonly ip: string,
  ) {}

  /** `headers` override the browser-like defaults; an undefined value leaves that header out. */
  async request(method: string, path: string, body?: unknown, headers: Record<string, string | undefined> = {}) {
    const all = {
      origin: TEST_ORIGIN,
      'x-forwarded-for': this.ip,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      ...headers,
    };
    const res = await this.app.request(`${TEST_ORIGIN}${path}`, {
      method,
      headers: Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined),
      body: body !== undefined ? JSON.stringify(body) : undefined,
      redirect: 'manual',
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim()));
      if (expired || value.join('=') === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
      // A live stream never ends: hand it to the caller unread.
      return { status: res.status, headers: res.headers, json: undefined as any, text: '', stream: res.body, bytes: null };
    }
    if (res.headers.get('content-type') === 'application/pdf') {
      return { status: res.status, headers: res.headers, json: undefined as any, text: '', stream: null, bytes: new Uint8Array(await res.arrayBuffer()) };
    }
    const text = await res.text();
    let json: any = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, json, text, stream: null, bytes: null };
  }

  get(path: string) {
    return this.request('GET', path);
  }
  post(path: string, body: unknown = {}) {
    return this.request('POST', path, body);
  }
  patch(path: string, body: unknown = {}) {
    return this.request('PATCH', path, body);
  }
  put(path: string, body: unknown = {}) {
    return this.request('PUT', path, body);
  }
  delete(path: string) {
    return this.request('DELETE', path);
  }
  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }
  cookieHeaders() {
    return [...this.cookies.entries()];
  }

  signIn(email: string, password = DEMO_PASSWORD) {
    return this.post('/api/auth/sign-in/email', { email, password });
  }
  signUp(input: { email: string; password: string; firstName?: string; lastName?: string }) {
    const name = [input.firstName, input.lastName].filter(Boolean).join(' ') || input.email;
    return this.post('/api/auth/sign-up/email', { ...input, name });
  }
}
