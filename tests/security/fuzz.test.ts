import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TABLE, AUTH_BASE_PATH } from '../../src/server/auth/access';
import { createCourse, createSession, createUser } from '../../src/server/db/factories';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestClient } from '../support/test-app';
import { errorMessagesOf, isGerman } from '../support/german';

/*
 * A seeded fuzz of every API route from outside: each route of the access table and each of better-auth's
 * endpoints gets random path ids, query strings and bodies (JSON of any shape, JSON that does not parse,
 * other content types, none), as a guest, a member and an admin. No answer may be a 5xx, and every error
 * answer carries German messages only. Set FUZZ_SEED to replay a failure; FUZZ_RUNS for more runs per route.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_417);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);

let t: TestApp;
let ids: { member: string; admin: string; sessionId: string; courseId: string };

beforeAll(async () => {
  t = await createTestApp();
  const course = await createCourse(t.db);
  const session = await createSession(t.db, { courseId: course.id });
  ids = {
    member: (await createUser(t.db)).id,
    admin: (await createUser(t.db, { roles: ['ADMIN'] })).id,
    sessionId: session.id,
    courseId: course.id,
  };
});
afterAll(() => t.close());

type Route = { method: string; path: string };

const appRoutes: Route[] = Object.keys(ACCESS_TABLE).map((key) => {
  const [method, path] = key.split(' ');
  return { method, path };
});

/** better-auth's endpoints as its API object lists them (the ones it answers over HTTP have a path). */
function authRoutes(): Route[] {
  const routes: Route[] = [];
  for (const endpoint of Object.values(t.auth.api) as { path?: unknown; options?: { method?: unknown } }[]) {
    if (typeof endpoint.path !== 'string') continue;
    const methods = [endpoint.options?.method].flat().filter((m): m is string => m === 'GET' || m === 'POST');
    for (const method of methods) routes.push({ method, path: `${AUTH_BASE_PATH}${endpoint.path.replace(/:(\w+)/g, '{$1}')}` });
  }
  return routes;
}

// ---------------------------------------------------------------------------------------------------------
// Inputs

const KEYS = [
  'sessionId', 'courseId', 'id', 'email', 'password', 'newPassword', 'currentPassword', 'name', 'firstName', 'lastName',
  'phone', 'image', 'token', 'endpoint', 'keys', 'p256dh', 'auth', 'message', 'website', 'maxParticipants', 'capacity',
  'status', 'callbackURL', 'redirectTo', 'rememberMe', 'revokeOtherSessions', 'newEmail', 'userId', 'week', 'limit',
  'q', 'page', 'pageSize', 'featured', '__proto__', 'constructor',
];

const nastyStrings = fc.constantFrom(
  '', ' ', 'null', 'undefined', '0', '-1', '1e309', 'NaN', 'true', 'ä', 'Ä'.repeat(300), 'x'.repeat(5000), '%ff', '%00', '\u0000',
  '../../etc/passwd', "' OR '1'='1' --", '<script>alert(1)</script>', '${7*7}', 'http://127.0.0.1/', 'javascript:alert(1)',
  '2026-02-31', '9999-99-99', '2026-03-02', 'ADMIN', 'confirmed', '\ud800', '😀', '\r\nX-Injected: 1',
);

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  nastyStrings,
  fc.uuid(),
  fc.emailAddress(),
  fc.constant('KNOWN_SESSION'),
);

const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 3 }),
  ),
}));

type Body = { contentType?: string; text?: string };

const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 6 }).map((o) => ({ contentType: 'application/json', text: JSON.stringify(o) })) },
  { weight: 1, arbitrary: value.map((v) => ({ contentType: 'application/json', text: JSON.stringify(v) ?? '' })) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((s) => ({ contentType: 'application/json', text: s })) },
  { weight: 1, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=latin1'), fc.string({ maxLength: 60 }))
      .map(([contentType, s]) => ({ contentType, text: s })),
  },
);

const query = fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 6 })), text, { maxKeys: 4 });

/** A path id: random text, well-formed or not, %-encoded (with malformed escapes left raw sometimes). */
const pathId = fc.oneof(
  text.map((s) => encodeURIComponent(s.replace(/\p{Cs}/gu, '\ufffd'))),
  fc.constantFrom('%ff', '%E0%A4%A', '%00', '..', '.', '%2e%2e', 'a%2Fb'),
);

const caller = fc.constantFrom('guest', 'member', 'admin') as fc.Arbitrary<'guest' | 'member' | 'admin'>;

// ---------------------------------------------------------------------------------------------------------

async function clientFor(who: 'guest' | 'member' | 'admin'): Promise<TestClient> {
  // A fresh session each time: a fuzzed sign-out or revoke must not turn the rest of the run into guests.
  return who === 'guest' ? t.client() : t.clientSignedInAs(who === 'member' ? ids.member : ids.admin);
}

const withKnownIds = (s: string) => s.replaceAll('KNOWN_SESSION', ids.sessionId);

async function send(route: Route, input: { who: 'guest' | 'member' | 'admin'; id: string; query: Record<string, string>; body: Body }) {
  const client = await clientFor(input.who);
  const search = new URLSearchParams(Object.entries(input.query).map(([k, v]) => [k, withKnownIds(v)])).toString();
  const url = `${route.path.replace(/\{\w+\}/g, () => withKnownIds(input.id))}${search ? `?${search}` : ''}`;
  const hasBody = route.method !== 'GET' && input.body.text !== undefined;
  const res = await t.app.request(`${TEST_ORIGIN}${url}`, {
    method: route.method,
    headers: {
      origin: TEST_ORIGIN,
      'x-forwarded-for': client.ip,
      cookie: client
        .cookieHeaders()
        .map(([name, v]) => `${name}=${v}`)
        .join('; '),
      ...(hasBody && input.body.contentType ? { 'content-type': input.body.contentType } : {}),
    },
    body: hasBody ? withKnownIds(input.body.text!) : undefined,
    redirect: 'manual',
  });
  const isStream = res.headers.get('content-type')?.startsWith('text/event-stream');
  const responseText = isStream ? (await res.body?.cancel(), '') : await res.text();
  return { url, status: res.status, text: responseText };
}

function checkAnswer(route: Route, sent: unknown, res: { url: string; status: number; text: string }) {
  const what = `${route.method} ${res.url} ${JSON.stringify(sent).slice(0, 400)} → ${res.status} ${res.text.slice(0, 300)}`;
  expect(res.status, what).toBeLessThan(500);
  if (res.status < 400) return;
  let json: unknown;
  try {
    json = JSON.parse(res.text);
  } catch {
    throw new Error(`error answer is not JSON: ${what}`);
  }
  for (const message of errorMessagesOf(json)) expect(isGerman(message), `not German: ${String(message)} — ${what}`).toBe(true);
}

function fuzzRoute(route: Route, index: number) {
  return fc.assert(
    fc.asyncProperty(caller, pathId, query, body, async (who, id, q, b) => {
      const input = { who, id, query: q, body: b };
      checkAnswer(route, input, await send(route, input));
    }),
    { seed: SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
  );
}

describe(`fuzzing every API route (seed ${SEED}, FUZZ_SEED to replay)`, () => {
  it.each(appRoutes.map((route, i) => [`${route.method} ${route.path}`, route, i] as const))('%s: no 5xx, errors in German', async (_name, route, i) => {
    await fuzzRoute(route, i);
  });

  it("better-auth's endpoints: no 5xx, errors in German", async () => {
    const routes = authRoutes();
    expect(routes.length).toBeGreaterThan(10);
    for (const [i, route] of routes.entries()) await fuzzRoute(route, 1000 + i);
  }, 120_000);
});
