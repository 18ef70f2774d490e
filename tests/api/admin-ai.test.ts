import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, cmsMedia } from '../../src/server/db/schema';
import { createAdmin } from '../../src/server/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * The AI helpers against a fake OpenAI-compatible provider served over real HTTP: success, a provider error,
 * a provider slower than the timeout (the German error arrives within it), no provider configured, and only
 * admins may call. The key is sent to the provider and nowhere else.
 */
const KEY = 'sk-test-geheim-1234567890';
const TIMEOUT_MS = 600;
// What the fake provider paints: a small green PNG.
let PNG: Buffer;

type Mode = 'ok' | 'error' | 'slow' | 'not-png';
let mode: Mode = 'ok';
const received: { path: string; authorization?: string; body: any }[] = [];

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

let provider: Server;
let t: TestApp;
let unconfigured: TestApp;
let admin: TestClient;
let dataDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  PNG = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f855a' } }).png().toBuffer();
  provider = createServer(async (req, res) => {
    const body = await readBody(req);
    received.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    if (mode === 'slow') {
      const timer = setTimeout(() => res.end('{}'), 5_000);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    if (mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'boom' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    if (req.url === '/v1/chat/completions') {
      const asksForPost = String(body.messages?.[1]?.content).includes('Blogbeitrag');
      const content = asksForPost ? '<p>Bewegung tut gut.</p><script>alert(1)</script><p onclick="x()">Kommen Sie vorbei!</p>' : '„Ein ruhiger Kurs für Einsteiger.“';
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    } else if (req.url === '/v1/images/generations') {
      const image = mode === 'not-png' ? Buffer.from('<svg onload="alert(1)"/>') : PNG;
      res.end(JSON.stringify({ data: [{ b64_json: image.toString('base64') }] }));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  dataDir = mkdtempSync(path.join(tmpdir(), 'sz-ai-'));
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp(
    { AI_BASE_URL: `http://127.0.0.1:${port}/v1/`, AI_API_KEY: KEY, AI_TIMEOUT_MS: String(TIMEOUT_MS), DATA_DIR: dataDir },
    { log: pino({ level: 'debug' }, sink) },
  );
  admin = await t.clientSignedInAs((await createAdmin(t.db, { email: 'ki@example.de' })).id);
  unconfigured = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await unconfigured.close();
  await new Promise((resolve) => provider.close(resolve));
});
beforeEach(() => {
  mode = 'ok';
  received.length = 0;
});

describe('with a provider', () => {
  it('says that AI is configured', async () => {
    expect((await admin.get('/api/admin/ai/status')).json).toEqual({ configured: true });
  });

  it('writes post content from the title as sanitized HTML, sending the key only to the provider', async () => {
    const res = await admin.post('/api/admin/ai/post-content', { title: 'Fit durch den Winter' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ text: '<p>Bewegung tut gut.</p><p>Kommen Sie vorbei!</p>', message: 'Inhalt generiert!' });
    expect(received).toHaveLength(1);
    expect(received[0].authorization).toBe(`Bearer ${KEY}`);
    expect(received[0].body.model).toBe('gpt-4o-mini');
    expect(received[0].body.messages[1].content).toContain('300 bis 400 Wörtern');
    expect(received[0].body.messages[1].content).toContain('Fit durch den Winter');
    expect(JSON.stringify(res.json)).not.toContain(KEY);
  });

  it('writes an excerpt from the first 500 characters of the content, without its HTML', async () => {
    const content = `<p>${'Anfang '.repeat(80)}</p><p>DAS-ENDE-NICHT-MITSCHICKEN</p>`;
    const res = await admin.post('/api/admin/ai/excerpt', { content });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ text: 'Ein ruhiger Kurs für Einsteiger.', message: 'Auszug generiert!' });
    const sent = received[0].body.messages[1].content as string;
    expect(sent).toContain('Anfang');
    expect(sent).not.toContain('DAS-ENDE');
    expect(sent).not.toContain('<p>');
  });

  it('writes a course description of 2 to 3 sentences from the course name', async () => {
    const res = await admin.post('/api/admin/ai/course-description', { name: 'Yoga am Abend' });
    expect(res.status).toBe(200);
    expect(res.json.text).toBe('Ein ruhiger Kurs für Einsteiger.');
    expect(received[0].body.messages[1].content).toContain('2 bis 3 Sätzen');
  });

  it('asks for the missing input in German before calling the provider', async () => {
    const cases = [
      ['/api/admin/ai/post-content', { title: '  ' }, 'title', 'Bitte geben Sie zuerst einen Titel ein'],
      ['/api/admin/ai/excerpt', { content: '' }, 'content', 'Bitte erstellen Sie zuerst Inhalt'],
      ['/api/admin/ai/course-description', {}, 'name', 'Bitte geben Sie zuerst einen Kursnamen ein'],
      ['/api/admin/ai/image', { prompt: ' ' }, 'prompt', 'Bitte geben Sie eine Bildbeschreibung ein'],
    ] as const;
    for (const [route, body, field, message] of cases) {
      const res = await admin.post(route, body);
      expect(res.status, route).toBe(400);
      expect(res.json.error.fields[field]).toBe(message);
    }
    // Content of markup alone has no text to summarise.
    const empty = await admin.post('/api/admin/ai/excerpt', { content: '<p> </p>' });
    expect(empty.status).toBe(400);
    expect(empty.json.error.message).toBe('Bitte erstellen Sie zuerst Inhalt');
    expect(received).toEqual([]);
  });

  it('generates a 1024 × 768 image, stores it in the media library as WebP and AVIF variants with its audit entry, and serves it', async () => {
    const res = await admin.post('/api/admin/ai/image', { prompt: 'Yogagruppe im Sonnenlicht' });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Bild generiert!');
    expect(received[0].body).toMatchObject({ size: '1024x768', model: 'gpt-image-1', n: 1 });
    const { id, url } = res.json.media;
    expect(url).toMatch(/^\/media\/uploads\/\d{8}-\d{6}-[0-9a-f]{8}-960\.webp$/);
    const [row] = await t.db.select().from(cmsMedia).where(eq(cmsMedia.id, id));
    expect(row).toMatchObject({ mimeType: 'image/webp', sizeBytes: PNG.length, altText: 'Yogagruppe im Sonnenlicht' });
    expect(readFileSync(path.join(dataDir, url)).subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(readFileSync(path.join(dataDir, url.replace('-960.webp', '-480.avif'))).subarray(4, 12).toString('ascii')).toBe('ftypavif');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({ entity: 'media', action: 'created', summary: 'KI-Bild „Yogagruppe im Sonnenlicht“ erstellt' });
    const served = await t.client().get(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await t.client().get('/api/media')).json.media.map((m: { id: string }) => m.id)).toContain(id);
  });

  it('answers a provider error with the German message, and stores nothing for a picture that is not a PNG', async () => {
    mode = 'error';
    const text = await admin.post('/api/admin/ai/course-description', { name: 'Pilates' });
    expect(text.status).toBe(502);
    expect(text.json.error.message).toBe('Fehler bei der Generierung');
    const image = await admin.post('/api/admin/ai/image', { prompt: 'Laufgruppe' });
    expect(image.status).toBe(502);
    expect(image.json.error.message).toBe('Fehler bei der Bildgenerierung');
    mode = 'not-png';
    const before = (await t.db.select().from(cmsMedia)).length;
    const svg = await admin.post('/api/admin/ai/image', { prompt: 'Laufgruppe' });
    expect(svg.json.error.message).toBe('Fehler bei der Bildgenerierung');
    expect((await t.db.select().from(cmsMedia)).length).toBe(before);
  });

  it('gives up on a slow provider within the timeout with the German message', async () => {
    mode = 'slow';
    const started = Date.now();
    const res = await admin.post('/api/admin/ai/post-content', { title: 'Sommerfest' });
    const took = Date.now() - started;
    expect(res.status).toBe(502);
    expect(res.json.error.message).toBe('Fehler bei der Generierung');
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 2_000);
  });

  it('never writes the key to the log', () => {
    expect(logLines.join('\n')).toContain('AI generation failed');
    expect(logLines.join('\n')).not.toContain(KEY);
  });
});

describe('without a provider', () => {
  it('says so, and answers a generation with 503 and the German reason', async () => {
    const user = await createAdmin(unconfigured.db, { email: 'ohne-ki@example.de' });
    const client = unconfigured.client();
    await client.signIn(user.email, user.password);
    expect((await client.get('/api/admin/ai/status')).json).toEqual({ configured: false });
    const res = await client.post('/api/admin/ai/course-description', { name: 'Yoga' });
    expect(res.status).toBe(503);
    expect(res.json.error.message).toBe('KI ist nicht eingerichtet. Bitte hinterlegen Sie einen KI-Anbieter in der Server-Konfiguration.');
  });
});
