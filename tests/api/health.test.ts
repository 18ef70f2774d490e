import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('operations', () => {
  it('reports a healthy database', async () => {
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers with a request id', async () => {
    const res = await t.client().get('/api/health');
    expect(res.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
  });

  it('serves the OpenAPI document listing the API routes', async () => {
    const res = await t.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe('3.1.0');
    expect(Object.keys(res.json.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/me', '/api/pages/{slug}']));
  });

  it('answers unknown API paths with a German 404 error', async () => {
    const res = await t.client().get('/api/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(res.json.error.message).toMatch(/nicht gefunden/);
  });
});
