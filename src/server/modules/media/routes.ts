import { messageSchema } from '../../../shared/schemas/common';
import {
  adminMediaListSchema,
  adminMediaQuerySchema,
  adminMediaResponseSchema,
  MAX_UPLOAD_BYTES,
  MEDIA_MESSAGES,
  mediaUpdateSchema,
  mediaUploadFieldsSchema,
} from '../../../shared/schemas/media';
import { auditActorOf } from '../../audit/actor';
import { ApiError, messages } from '../../http/errors';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import { isMediaKey, type MediaStorage } from '../../media/storage';
import type { Api, ModuleDeps } from '../types';
import { deleteMedia, listAdminMedia, updateMedia, uploadMedia } from './service';
import { ERROR_CODES } from '../../../shared/error-codes';

const guarded = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };
const tags = ['Verwaltung'];

/** Multipart form of an upload: the file and its text fields, checked before any byte is decoded. */
async function readUpload(request: Request) {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'multipart/form-data') throw new ApiError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, MEDIA_MESSAGES.noFile);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new ApiError(400, ERROR_CODES.BAD_REQUEST, MEDIA_MESSAGES.noFile);
  }
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw new ApiError(400, ERROR_CODES.NO_FILE, MEDIA_MESSAGES.noFile, { file: MEDIA_MESSAGES.noFile });
  if (file.size > MAX_UPLOAD_BYTES) throw new ApiError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, MEDIA_MESSAGES.tooLarge);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const fields = mediaUploadFieldsSchema.safeParse({
    altText: text('altText'),
    decorative: text('decorative'),
    category: text('category'),
    folder: text('folder') || undefined,
  });
  if (!fields.success) {
    const byField = Object.fromEntries(fields.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    throw new ApiError(400, ERROR_CODES.VALIDATION, messages.validation, byField);
  }
  return { bytes: new Uint8Array(await file.arrayBuffer()), fields: fields.data };
}

export function registerMediaRoutes(app: Api, { db }: ModuleDeps, storage: MediaStorage) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/media',
      tags,
      request: { query: adminMediaQuerySchema },
      responses: { 200: jsonResponse(adminMediaListSchema, 'Medien, neueste zuerst, seitenweise'), 400: errorResponse('Ungültige Eingabe'), ...guarded },
    }),
    async (c) => c.json(await listAdminMedia(db, c.req.valid('query')), 200),
  );
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/media',
      tags,
      description:
        'multipart/form-data: file (JPEG, PNG, WebP, GIF or AVIF, at most 10 MB), altText (required unless decorative=true), decorative, category, folder (uploads, posts, courses).',
      responses: {
        201: jsonResponse(adminMediaResponseSchema, 'Datei hochgeladen'),
        400: errorResponse('Keine Datei, kein Alternativtext (und nicht dekorativ) oder ungültige Angaben'),
        413: errorResponse(MEDIA_MESSAGES.tooLarge),
        415: errorResponse(MEDIA_MESSAGES.notAnImage),
        ...guarded,
      },
    }),
    async (c) => {
      const { bytes, fields } = await readUpload(c.req.raw);
      return c.json({ media: await uploadMedia(db, storage, await auditActorOf(c), bytes, fields) }, 201);
    },
  );
  app.openapi(
    defineRoute({
      method: 'patch',
      path: '/api/admin/media/{id}',
      tags,
      request: { params: UuidParam(MEDIA_MESSAGES.notFound), ...jsonBody(mediaUpdateSchema) },
      responses: {
        200: jsonResponse(adminMediaResponseSchema, 'Datei aktualisiert'),
        400: errorResponse('Ungültige Eingabe'),
        404: errorResponse(MEDIA_MESSAGES.notFound),
        ...guarded,
      },
    }),
    async (c) => c.json({ media: await updateMedia(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/admin/media/{id}',
      tags,
      request: { params: UuidParam(MEDIA_MESSAGES.notFound) },
      responses: { 200: jsonResponse(messageSchema, MEDIA_MESSAGES.deleted), 404: errorResponse(MEDIA_MESSAGES.notFound), ...guarded },
    }),
    async (c) => c.json(await deleteMedia(db, storage, await auditActorOf(c), c.req.valid('param').id), 200),
  );

  // The stored files. Keys are never reused (timestamp and random part), so browsers may keep them a year.
  app.get('/media/*', async (c) => {
    const key = c.req.path.slice('/media/'.length);
    const file = isMediaKey(key) ? await storage.get(key) : null;
    if (!file) return c.json({ error: { code: ERROR_CODES.NOT_FOUND, message: MEDIA_MESSAGES.notFound } }, 404);
    c.header('Content-Type', file.contentType);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200);
  });
}
