import { adminStatsSchema, outboxMailsResponseSchema } from '../../../shared/schemas/admin';
import { defineRoute, errorResponse, jsonResponse } from '../../http/route';
import type { Api, ModuleDeps } from '../types';
import { getAdminStats, listMails } from './service';

const guarded = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };

export function registerAdminRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({ method: 'get', path: '/api/admin/stats', tags: ['Verwaltung'], responses: { 200: jsonResponse(adminStatsSchema, 'Kennzahlen'), ...guarded } }),
    async (c) => c.json(await getAdminStats(db), 200),
  );
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/mails',
      tags: ['Verwaltung'],
      responses: { 200: jsonResponse(outboxMailsResponseSchema, 'Postausgang, neueste zuerst'), ...guarded },
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
