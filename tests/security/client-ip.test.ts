import pino from 'pino';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * The per-IP limits are only as good as the address they count. Behind a proxy, X-Forwarded-For holds
 * whatever the client sent followed by what each proxy appended; only the proxies' entries can be trusted.
 */

const PER_IP_SIGN_IN_LIMIT = 30;

/** Password spraying: one wrong guess for each of 36 accounts, with the given X-Forwarded-For per attempt. */
async function spray(t: TestApp, forwardedFor: (attempt: number) => string) {
  const statuses: number[] = [];
  const client = t.client();
  for (let attempt = 0; attempt < 36; attempt++) {
    const res = await client.request('POST', '/api/auth/sign-in/email', { email: `konto${attempt}-${Date.now()}@example.de`, password: 'Falsch-123456' }, { 'x-forwarded-for': forwardedFor(attempt) });
    statuses.push(res.status);
    if (res.status === 429) expect(res.json.error.message).toMatch(/Zu viele Versuche/);
  }
  return statuses;
}

const refusedAfterLimit = (statuses: number[]) => {
  expect(statuses.slice(0, PER_IP_SIGN_IN_LIMIT)).not.toContain(429);
  expect(statuses.slice(PER_IP_SIGN_IN_LIMIT)).toEqual(statuses.slice(PER_IP_SIGN_IN_LIMIT).map(() => 429));
};

describe('behind one trusted proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('counts the address the proxy appended, not the entries the client made up', async () => {
    refusedAfterLimit(await spray(t, (attempt) => `198.51.100.${attempt}, 203.0.113.10`));
  });

  it('tells real visitors apart by the address the proxy appended', async () => {
    expect(await spray(t, (attempt) => `203.0.113.${100 + attempt}`)).not.toContain(429);
  });

  it('counts "[address]:port" entries a proxy appends as that address', async () => {
    refusedAfterLimit(await spray(t, (attempt) => `198.51.100.${attempt}, ${attempt % 2 ? '[2001:db8::7]:4431' : '2001:db8::7'}`));
  });
});

describe('behind two trusted proxies (TRUST_PROXY_HOPS=2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' });
  });
  afterAll(() => t.close());

  it('counts the address the outer proxy appended, whatever the client put before it', async () => {
    refusedAfterLimit(await spray(t, (attempt) => `198.51.100.${attempt}, 203.0.113.20, 10.1.0.2`));
    expect(await spray(t, (attempt) => `198.51.100.1, 203.0.113.${100 + attempt}, 10.1.0.2`)).not.toContain(429);
  });
});

describe('without TRUST_PROXY', () => {
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg: string });
      done();
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'false' }, { log: pino({ level: 'warn' }, sink) });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For entirely, so a rotating header gains nothing', async () => {
    refusedAfterLimit(await spray(t, (attempt) => `198.51.100.${attempt}`));
  });

  it('warns the operator once that a proxy seems to be in front while the setting is off', () => {
    const warnings = lines.filter((line) => line.level === 40 && /X-Forwarded-For/.test(line.msg));
    expect(warnings).toHaveLength(1);
    expect(warnings[0].msg).toMatch(/TRUST_PROXY/);
  });
});
