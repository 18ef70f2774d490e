import { z } from '@hono/zod-openapi';
import { defineRoute, errorResponse, jsonResponse } from '../../http/route';
import type { Api, ModuleDeps } from '../types';
import { getAdminStats, listMails } from './service';

const StatsSchema = z
  .object({ members: z.number(), activeCourses: z.number(), upcomingSessions: z.number(), confirmedBookings: z.number() })
  .openapi('AdminStats');

const MailSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    template: z.string(),
    status: z.enum(['queued', 'sent', 'logged', 'failed']),
    attempts: z.number(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .openapi('OutboxMail');

const guarded = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };

export function registerAdminRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({ method: 'get', path: '/api/admin/stats', tags: ['Verwaltung'], responses: { 200: jsonResponse(StatsSchema, 'Kennzahlen'), ...guarded } }),
    async (c) => c.json(await getAdminStats(db), 200),
  );
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/mails',
      tags: ['Verwaltung'],
      responses: { 200: jsonResponse(z.object({ mails: z.array(MailSchema) }), 'Postausgang, neueste zuerst'), ...guarded },
    }),
    async (c) => {
      const rows = await listMails(db);
      return c.json(
        { mails: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString(), sentAt: m.sentAt?.toISOString() ?? null })) },
        200,
      );
    },
  );
}
