import {
  ADMIN_MESSAGE_TEXTS,
  adminMessageChangeSchema,
  adminMessagesPageSchema,
  adminMessagesQuerySchema,
  replyMessageSchema,
} from '../../../shared/schemas/messages';
import { auditActorOf } from '../../audit/actor';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import { listAdminMessages, markMessageRead, replyToMessage } from './admin-service';

const adminOnly = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };
const messageParam = UuidParam(ADMIN_MESSAGE_TEXTS.notFound);

export function registerMessageAdminRoutes(app: Api, { db, kickJobs, publicUrl }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/messages',
      tags: ['Verwaltung'],
      request: { query: adminMessagesQuerySchema },
      responses: { 200: jsonResponse(adminMessagesPageSchema, 'Eine Seite aller Nachrichten, neueste zuerst, mit Gesamt- und Ungelesen-Zahl'), 400: errorResponse('Ungültige Seite'), ...adminOnly },
    }),
    async (c) => c.json(await listAdminMessages(db, c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/messages/{id}/read',
      tags: ['Verwaltung'],
      request: { params: messageParam },
      responses: { 200: jsonResponse(adminMessageChangeSchema, 'Als gelesen markiert (war sie ungelesen)'), ...adminOnly, 404: errorResponse('Nachricht nicht gefunden') },
    }),
    async (c) => {
      const item = await markMessageRead(db, c.req.valid('param').id);
      return c.json({ message: 'Als gelesen markiert', item }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/messages/{id}/reply',
      tags: ['Verwaltung'],
      request: { params: messageParam, ...jsonBody(replyMessageSchema) },
      responses: {
        200: jsonResponse(adminMessageChangeSchema, 'Antwort gespeichert und dem Mitglied per E-Mail geschickt'),
        400: errorResponse('Ungültige Eingaben (Feldmeldungen in error.fields)'),
        ...adminOnly,
        404: errorResponse('Nachricht nicht gefunden'),
        409: errorResponse('Bereits beantwortet'),
      },
    }),
    async (c) => {
      const item = await replyToMessage(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json').reply, publicUrl);
      kickJobs();
      return c.json({ message: ADMIN_MESSAGE_TEXTS.replied, item }, 200);
    },
  );
}
