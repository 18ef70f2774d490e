import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TABLE } from '../../src/server/auth/access';
import { signedInAs } from '../support/sign-in';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  // One admin walks every route with a path parameter in quick succession, more than one client's request
  // budget allows on a fast database (that budget has its own tests in fair-use.test.ts).
  t = await createTestApp({ API_BUDGET: 'off' });
  admin = (await signedInAs(t, ['ADMIN'])).client;
});
afterAll(() => t.close());

// A value that cannot name anything, for each kind of path parameter. A parameter missing here fails the
// walk below, so a new kind of parameter arrives with its own malformed sample.
const MALFORMED: Record<string, string> = {
  id: 'not-a-uuid',
  sessionId: 'not-a-uuid',
  slug: 'x'.repeat(300),
  token: 'kein-gueltiger-token',
  role: 'KAISER',
};

const routesWithParams = Object.keys(ACCESS_TABLE).filter((key) => /\{\w+\}/.test(key));

function malformedPath(path: string) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const sample = MALFORMED[name];
    if (!sample) throw new Error(`No malformed sample for the path parameter {${name}}`);
    return encodeURIComponent(sample);
  });
}

describe('path parameters', () => {
  it('exist in the access table', () => {
    expect(routesWithParams.length).toBeGreaterThan(0);
  });

  // The admin passes every access rule, so the answer comes from the parameter check (or its absence).
  it.each(routesWithParams)('%s answers a malformed parameter with its German 404', async (key) => {
    const [method, path] = key.split(' ');
    const res = await admin.request(method, malformedPath(path), method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(res.status, key).toBe(404);
    expect(res.json, key).toEqual({ error: { code: 'NOT_FOUND', message: expect.stringMatching(/nicht gefunden/) } });
  });

  it('are declared with their constraint in the OpenAPI document', async () => {
    const doc = (await admin.get('/api/openapi.json')).json;
    type Parameter = { in: string; name: string; schema: { format?: string; pattern?: string; maxLength?: number; enum?: string[] } };
    const declared = Object.entries(doc.paths as Record<string, Record<string, { parameters?: Parameter[] }>>).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => ({ route: `${method.toUpperCase()} ${path}`, ...p })),
      ),
    );
    expect([...new Set(declared.map((p) => p.route))].sort()).toEqual(routesWithParams.sort());
    for (const parameter of declared) {
      if (parameter.name === 'id') expect(parameter.schema.format, parameter.route).toBe('uuid');
      else expect(parameter.schema.pattern ?? parameter.schema.maxLength ?? parameter.schema.enum, parameter.route).toBeDefined();
    }
  });
});
