import { z } from '@hono/zod-openapi';
import {
  ADMIN_NEWSLETTER_MESSAGES,
  adminNewslettersSchema,
  adminNewsletterSentSchema,
  adminSubscribersPageSchema,
  adminSubscribersQuerySchema,
  newsletterComposeSchema,
} from '../../../shared/schemas/admin-newsletter';
import { messageSchema } from '../../../shared/schemas/common';
import { auditActorOf } from '../../audit/actor';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import { allSubscribers, deleteSubscriber, listNewsletters, listSubscribers, recipientCount, sendNewsletter, sendTestNewsletter } from './admin-service';
import { subscribersCsv, subscribersCsvFilename } from './subscribers-csv';

const adminOnly = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };
const tags = ['Verwaltung'];
const csv = { description: 'CSV (UTF-8 mit BOM, Semikolon) für Excel', content: { 'text/csv': { schema: z.string() } } };

export function registerAdminNewsletterRoutes(app: Api, { db, publicUrl, kickJobs }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/newsletter/subscribers',
      tags,
      request: { query: adminSubscribersQuerySchema },
      responses: { 200: jsonResponse(adminSubscribersPageSchema, 'Eine Seite der Abonnenten, neueste zuerst, mit Gesamtzahl'), 400: errorResponse('Ungültige Suche'), ...adminOnly },
    }),
    async (c) => c.json(await listSubscribers(db, c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({ method: 'get', path: '/api/admin/newsletter/subscribers/export', tags, responses: { 200: csv, ...adminOnly } }),
    async () => {
      const body = subscribersCsv(await allSubscribers(db));
      return new Response(body, {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${subscribersCsvFilename()}"`,
          'Cache-Control': 'private, no-store',
        },
      }) as never;
    },
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/admin/newsletter/subscribers/{id}',
      tags,
      request: { params: UuidParam(ADMIN_NEWSLETTER_MESSAGES.subscriberNotFound) },
      responses: { 200: jsonResponse(messageSchema, ADMIN_NEWSLETTER_MESSAGES.deleted), 404: errorResponse(ADMIN_NEWSLETTER_MESSAGES.subscriberNotFound), ...adminOnly },
    }),
    async (c) => c.json(await deleteSubscriber(db, await auditActorOf(c), c.req.valid('param').id), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/newsletter/newsletters',
      tags,
      responses: { 200: jsonResponse(adminNewslettersSchema, 'Verschickte Newsletter mit Fortschritt, neueste zuerst'), ...adminOnly },
    }),
    async (c) => c.json({ newsletters: await listNewsletters(db), recipients: await recipientCount(db) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/newsletter/newsletters',
      tags,
      request: jsonBody(newsletterComposeSchema),
      responses: {
        201: jsonResponse(adminNewsletterSentSchema, 'Newsletter in die Warteschlange gestellt'),
        400: errorResponse('Ungültige Eingabe'),
        409: errorResponse(ADMIN_NEWSLETTER_MESSAGES.noRecipients),
        ...adminOnly,
      },
    }),
    async (c) => {
      const newsletter = await sendNewsletter(db, await auditActorOf(c), c.req.valid('json'), publicUrl);
      kickJobs();
      return c.json({ message: ADMIN_NEWSLETTER_MESSAGES.queued(newsletter.recipientCount), newsletter }, 201);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/newsletter/test',
      tags,
      request: jsonBody(newsletterComposeSchema),
      responses: { 200: jsonResponse(messageSchema, 'Testversand an die eigene Adresse'), 400: errorResponse('Ungültige Eingabe'), ...adminOnly },
    }),
    async (c) => {
      const result = await sendTestNewsletter(db, await auditActorOf(c), c.req.valid('json'), publicUrl);
      kickJobs();
      return c.json(result, 200);
    },
  );
}
