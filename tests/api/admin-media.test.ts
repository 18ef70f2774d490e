import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cmsMedia } from '../../src/server/db/schema';
import { createS3Storage } from '../../src/server/media/s3-storage';
import { MEDIA_VARIANT_WIDTHS, mediaSources } from '../../src/shared/schemas/media';
import { createMedia } from '../../src/server/db/factories';
import { errorMessagesOf, isGerman } from '../support/german';
import { signedInAs } from '../support/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestClient } from '../support/test-app';

/*
 * The media library: uploads are checked by their bytes, re-encoded without metadata into AVIF and WebP
 * variants, served with their type and a long cache, and deleted with their files. Only admins may call.
 */
let t: TestApp;
let admin: TestClient;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'medien-'));
  t = await createTestApp({ DATA_DIR: dataDir, API_BUDGET: 'off' });
  admin = (await signedInAs(t, ['ADMIN'])).client;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function upload(client: TestClient, bytes: Uint8Array, fields: Record<string, string> = {}, name = 'bild.png', type = 'image/png') {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const res = await t.app.request(`${TEST_ORIGIN}/api/admin/media`, {
    method: 'POST',
    body: form,
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': client.ip, cookie: client.cookieHeaders().map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

const fetchFile = async (url: string) => {
  const res = await t.app.request(`${TEST_ORIGIN}${url}`);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
};

const storedFiles = (url: string) => {
  const base = url.replace(/^\/media\//, '').replace(/-\d+\.webp$/, '');
  return MEDIA_VARIANT_WIDTHS.flatMap((w) => [`${base}-${w}.avif`, `${base}-${w}.webp`]).map((key) => path.join(dataDir, 'media', key));
};

/** A photo as a phone takes it: JPEG with EXIF (camera, copyright) and an orientation that needs turning. */
const photoWithExif = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Geheimkamera', Copyright: 'Privat GPS 51.34 12.37' } } })
    .toBuffer();

const expectGermanRefusal = (res: { status: number; json: unknown }, status: number) => {
  expect(res.status).toBe(status);
  for (const message of errorMessagesOf(res.json)) expect(isGerman(message), String(message)).toBe(true);
};

describe('upload', () => {
  it('re-encodes a photo into AVIF and WebP variants without metadata, upright, and records it', async () => {
    const photo = await photoWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(admin, photo, { altText: 'Blick in Studio 1', category: 'raeumlichkeiten' }, 'IMG_0001.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const media = res.json.media;
    expect(media).toMatchObject({ altText: 'Blick in Studio 1', category: 'raeumlichkeiten', mimeType: 'image/webp', sizeBytes: photo.byteLength });
    expect(media.url).toMatch(/^\/media\/uploads\/\d{8}-\d{6}-[0-9a-f]{8}-960\.webp$/);
    expect(media.filename).not.toContain('IMG_0001');
    expect(mediaSources(media.url)?.avif).toContain('-1600.avif 1600w');

    for (const file of storedFiles(media.url)) expect(existsSync(file), file).toBe(true);
    for (const [ext, type] of [['webp', 'image/webp'], ['avif', 'image/avif']] as const) {
      const { res: served, body } = await fetchFile(media.url.replace(/\.webp$/, `.${ext}`));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('cache-control')).toContain('max-age=31536000');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(body).metadata();
      expect(meta.format).toBe(ext === 'webp' ? 'webp' : 'heif');
      expect(meta.exif).toBeUndefined();
      expect(body.includes('Geheimkamera')).toBe(false);
      // Orientation 6 turns the 2400×1200 picture to portrait; the 960 variant is 960 wide.
      expect([meta.width, meta.height]).toEqual([960, 1920]);
    }
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, media.id));
    expect(entry).toMatchObject({ entity: 'media', action: 'created', summary: 'Bild „Blick in Studio 1“ (Räumlichkeiten) hochgeladen' });
  });

  it('puts images of a post under posts/ and never enlarges a small picture', async () => {
    const small = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#336699' } }).png().toBuffer();
    const res = await upload(admin, small, { folder: 'posts', altText: 'Blaue Fläche' });
    expect(res.status).toBe(201);
    expect(res.json.media.url).toMatch(/^\/media\/posts\//);
    expect(res.json.media.category).toBeNull();
    const { body } = await fetchFile(res.json.media.url.replace('-960.', '-1600.'));
    expect((await sharp(body).metadata()).width).toBe(200);
  });

  it('refuses a text file named .png, an SVG with script and an unknown format, storing nothing', async () => {
    const before = (await t.db.select().from(cmsMedia)).length;
    expectGermanRefusal(await upload(admin, new TextEncoder().encode('Hallo, ich bin kein Bild.\n'), { altText: 'Text' }), 415);
    const svg = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>';
    const refused = await upload(admin, new TextEncoder().encode(svg), { altText: 'Logo' }, 'logo.svg', 'image/svg+xml');
    expectGermanRefusal(refused, 415);
    expect(refused.json.error.code).toBe('SVG_REFUSED');
    expectGermanRefusal(await upload(admin, new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]), { altText: 'PDF' }), 415); // %PDF-1
    expect((await t.db.select().from(cmsMedia)).length).toBe(before);
  });

  it('refuses a file over 10 MB with 413 and a German message', async () => {
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await upload(admin, huge);
    expectGermanRefusal(res, 413);
    expect(res.json.error.message).toBe('Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.');
  });

  it('keeps the JSON routes at their small body limit', async () => {
    const res = await admin.request('PATCH', `/api/admin/media/${crypto.randomUUID()}`, { altText: 'x'.repeat(200 * 1024), category: null });
    expect(res.status).toBe(413);
    expect(isGerman(res.json.error.message)).toBe(true);
  });

  it('handles polyglots safely: a PNG with HTML appended is stored as clean pixels, a GIF/JS hybrid is refused', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#ff000080' } }).png().toBuffer();
    const html = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>');
    const res = await upload(admin, Buffer.concat([png, html]), { altText: 'Polyglott' });
    expect(res.status).toBe(201);
    for (const file of storedFiles(res.json.media.url)) {
      const { res: served, body } = await fetchFile(file.slice(path.join(dataDir, 'media').length).replace(/^\//, '/media/'));
      expect(served.headers.get('content-type')).toMatch(/^image\/(webp|avif)$/);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(body.includes('<script')).toBe(false);
    }
    // GIF89a header followed by JavaScript: a valid script, not a decodable image.
    const gifJs = new TextEncoder().encode('GIF89a/*\x00\x00*/=1;alert(document.cookie);//');
    expectGermanRefusal(await upload(admin, gifJs, { altText: 'GIF' }, 'bild.gif', 'image/gif'), 400);
  });

  it('asks for the alt text with the upload, unless the picture is marked decorative', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c60' } }).png().toBuffer();
    const before = (await t.db.select().from(cmsMedia)).length;
    for (const fields of [{}, { altText: '   ' }, { altText: '', decorative: 'false' }] as Record<string, string>[]) {
      const res = await upload(admin, png, fields);
      expectGermanRefusal(res, 400);
      expect(res.json.error.fields.altText).toBe('Bitte beschreiben Sie das Bild mit einem Alternativtext oder kennzeichnen Sie es als dekorativ.');
    }
    expect((await t.db.select().from(cmsMedia)).length).toBe(before);

    const described = await upload(admin, png, { altText: 'Orange Fläche' });
    expect(described.json.media).toMatchObject({ altText: 'Orange Fläche', decorative: false });
    // Decorative: stored without alt text on purpose, even when one was typed before the box was ticked.
    const decorative = await upload(admin, png, { altText: 'Muster', decorative: 'true' });
    expect(decorative.status).toBe(201);
    expect(decorative.json.media).toMatchObject({ altText: null, decorative: true });
    const listed = (await admin.get('/api/admin/media?pageSize=100')).json.media.find((m: { id: string }) => m.id === decorative.json.media.id);
    expect(listed).toMatchObject({ altText: null, decorative: true });

    // Giving it an alt text later makes it a content picture again; the database never holds both.
    const edited = await admin.patch(`/api/admin/media/${decorative.json.media.id}`, { altText: 'Wellenmuster', category: null, decorative: true });
    expect(edited.json.media).toMatchObject({ altText: 'Wellenmuster', decorative: false });
    const marked = await admin.patch(`/api/admin/media/${described.json.media.id}`, { altText: null, category: null, decorative: true });
    expect(marked.json.media).toMatchObject({ altText: null, decorative: true });
    await expect(t.db.update(cmsMedia).set({ altText: 'x' }).where(eq(cmsMedia.id, described.json.media.id))).rejects.toThrow();
  });

  it('answers a form without a file, a JSON body and a bad category with German 4xx', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    expectGermanRefusal(await upload(admin, png, { category: 'sauna' }), 400);
    expectGermanRefusal(await upload(admin, png, { folder: '../etc' }), 400);
    expectGermanRefusal(await admin.post('/api/admin/media', { file: 'bild.png' }), 415);
  });
});

describe('list, edit and delete', () => {
  it('lists newest first, paged and filtered by category', async () => {
    await createMedia(t.db, { category: 'events', altText: 'Sommerfest', createdAt: new Date(Date.now() + 60_000) });
    const all = await admin.get('/api/admin/media?pageSize=2');
    expect(all.status).toBe(200);
    expect(all.json.media).toHaveLength(2);
    expect(all.json.media[0].altText).toBe('Sommerfest');
    expect(all.json.total).toBeGreaterThan(2);
    const events = await admin.get('/api/admin/media?category=events');
    expect(events.json.media.every((m: { category: string }) => m.category === 'events')).toBe(true);
    expect((await admin.get('/api/admin/media?category=sauna')).status).toBe(400);
  });

  it('updates alt text and category with an audit entry, 404 for an unknown id', async () => {
    const media = await createMedia(t.db, { altText: 'Alt', category: 'kurse' });
    const res = await admin.patch(`/api/admin/media/${media.id}`, { altText: '  Yoga im Park  ', category: 'events' });
    expect(res.status).toBe(200);
    expect(res.json.media).toMatchObject({ altText: 'Yoga im Park', category: 'events' });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, media.id));
    expect(entry.summary).toBe('Bild „Yoga im Park“ aktualisiert');
    expectGermanRefusal(await admin.patch(`/api/admin/media/${crypto.randomUUID()}`, { altText: null, category: null }), 404);
    expectGermanRefusal(await admin.patch('/api/admin/media/kein-id', { altText: null, category: null }), 404);
    expectGermanRefusal(await admin.patch(`/api/admin/media/${media.id}`, { altText: 'x'.repeat(301), category: 'sauna' }), 400);
  });

  it('deletes the row and its files, and the gallery no longer lists it', async () => {
    const png = await sharp({ create: { width: 100, height: 80, channels: 3, background: '#0a0' } }).png().toBuffer();
    const { json } = await upload(admin, png, { category: 'kurse', altText: 'Weg damit' });
    const files = storedFiles(json.media.url);
    expect(files.every(existsSync)).toBe(true);
    const res = await admin.delete(`/api/admin/media/${json.media.id}`);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Datei gelöscht');
    expect(files.some(existsSync)).toBe(false);
    expect((await fetchFile(json.media.url)).res.status).toBe(404);
    const gallery = await admin.get('/api/media');
    expect(gallery.json.media.map((m: { id: string }) => m.id)).not.toContain(json.media.id);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.entityId, json.media.id))).map((e) => e.action)).toEqual(['created', 'deleted']);
    expectGermanRefusal(await admin.delete(`/api/admin/media/${json.media.id}`), 404);
  });

  it('an uploaded picture appears in the public gallery in its category', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#555' } }).png().toBuffer();
    const { json } = await upload(admin, png, { category: 'raeumlichkeiten', altText: 'Neue Umkleide' });
    const gallery = await t.client().get('/api/media');
    expect(gallery.json.media).toContainEqual(expect.objectContaining({ id: json.media.id, category: 'raeumlichkeiten', url: json.media.url }));
  });

  it('serves nothing outside the stored keys', async () => {
    for (const url of ['/media/../auth-secret', '/media/uploads/x.html', '/media/uploads/%2e%2e%2fauth-secret.webp']) {
      expect((await fetchFile(url)).res.status).toBe(404);
    }
  });
});

describe('access', () => {
  it('answers members and trainers 403 and guests 401 on every media route', async () => {
    const media = await createMedia(t.db);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    for (const [roles, status] of [[[], 403], [['TRAINER'], 403]] as const) {
      const { client } = await signedInAs(t, [...roles]);
      expect((await client.get('/api/admin/media')).status).toBe(status);
      expect((await upload(client, png)).status).toBe(status);
      expect((await client.patch(`/api/admin/media/${media.id}`, { altText: 'x', category: null })).status).toBe(status);
      expect((await client.delete(`/api/admin/media/${media.id}`)).status).toBe(status);
    }
    expect((await upload(t.client(), png)).status).toBe(401);
    expect(await t.db.select().from(cmsMedia).where(eq(cmsMedia.id, media.id))).toHaveLength(1);
  });
});

describe('S3-compatible storage', () => {
  let server: Server;
  let endpoint: string;
  const objects = new Map<string, { body: Buffer; type: string }>();
  const authorizations: string[] = [];

  beforeAll(async () => {
    // A tiny in-memory S3: PutObject, GetObject and DeleteObject on path-style URLs.
    server = createServer((req, res) => {
      authorizations.push(String(req.headers.authorization));
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const key = decodeURIComponent(req.url ?? '');
        if (req.method === 'PUT') {
          objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
          res.writeHead(200).end();
        } else if (req.method === 'GET') {
          const object = objects.get(key);
          if (!object) res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
          else res.writeHead(200, { 'content-type': object.type }).end(object.body);
        } else if (req.method === 'DELETE') {
          objects.delete(key);
          res.writeHead(204).end();
        } else res.writeHead(405).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts, gets and deletes objects with signed requests', async () => {
    const storage = createS3Storage({ endpoint, region: 'eu-central-1', bucket: 'medien', accessKeyId: 'MINIOKEY', secretAccessKey: 'geheim' });
    const body = new Uint8Array([1, 2, 3, 4]);
    await storage.put('uploads/20261124-101010-abcdef01-480.webp', body, 'image/webp');
    expect(objects.get('/medien/uploads/20261124-101010-abcdef01-480.webp')).toEqual({ body: Buffer.from(body), type: 'image/webp' });
    expect(authorizations.at(-1)).toMatch(/^AWS4-HMAC-SHA256 Credential=MINIOKEY\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/);
    expect(await storage.get('uploads/20261124-101010-abcdef01-480.webp')).toEqual({ body, contentType: 'image/webp' });
    expect(storage.url('uploads/20261124-101010-abcdef01-480.webp')).toBe('/media/uploads/20261124-101010-abcdef01-480.webp');
    await storage.delete('uploads/20261124-101010-abcdef01-480.webp');
    expect(await storage.get('uploads/20261124-101010-abcdef01-480.webp')).toBeNull();
  });
});
