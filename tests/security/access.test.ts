import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TABLE, type Access } from '../../src/server/auth/access';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';
import { signedInAs } from '../support/sign-in';

let t: TestApp;
let clients: Record<'guest' | 'member' | 'trainer' | 'admin', TestClient>;

beforeAll(async () => {
  // Four callers walk every route in quick succession, far beyond one client's request budget (that budget
  // has its own tests in fair-use.test.ts); here only the guards may answer.
  t = await createTestApp({ API_BUDGET: 'off' });
  clients = {
    guest: t.client(),
    member: (await signedInAs(t)).client,
    trainer: (await signedInAs(t, ['TRAINER'])).client,
    admin: (await signedInAs(t, ['ADMIN'])).client,
  };
});
afterAll(() => t.close());

// What each caller must get from a route of each access level: 'ok' means the guard let it through.
const expected: Record<Access, Record<keyof typeof clients, 401 | 403 | 'ok'>> = {
  public: { guest: 'ok', member: 'ok', trainer: 'ok', admin: 'ok' },
  'signed-in': { guest: 401, member: 'ok', trainer: 'ok', admin: 'ok' },
  trainer: { guest: 401, member: 403, trainer: 'ok', admin: 'ok' },
  admin: { guest: 401, member: 403, trainer: 403, admin: 'ok' },
};

// Sample values for path parameters; a body that fails validation still proves the guard let it through.
const samplePath = (path: string) => path.replace(/\{[^}]+\}/g, 'ueber-uns');

describe('the access table', () => {
  const entries = Object.entries(ACCESS_TABLE) as [string, Access][];

  it.each(entries)('%s is guarded as %s', async (key, access) => {
    const [method, path] = key.split(' ');
    for (const [who, client] of Object.entries(clients) as [keyof typeof clients, TestClient][]) {
      const res = await client.request(method, samplePath(path), method === 'GET' ? undefined : {});
      await res.stream?.cancel();
      const want = expected[access][who];
      if (want === 'ok') expect([401, 403], `${who} ${key}`).not.toContain(res.status);
      else expect(res.status, `${who} ${key}`).toBe(want);
      if (want !== 'ok') expect(res.json.error.message).toMatch(/melden Sie sich an|Berechtigung/);
    }
  });

  it('lists exactly the routes the server has registered', async () => {
    const doc = (await clients.guest.get('/api/openapi.json')).json;
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(Object.keys(ACCESS_TABLE).sort());
  });
});
