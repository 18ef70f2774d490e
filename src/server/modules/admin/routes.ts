import { adminStatsSchema, OUTBOX_MESSAGES, outboxMailsResponseSchema, outboxQuerySchema, outboxRetryResponseSchema } from '../../../shared/schemas/admin';
import { auditActorOf } from '../../audit/actor';
import { defineRoute, errorResponse, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import { adminChartsSchema } from '../../../shared/schemas/admin-charts';
import { getAdminCharts } from './charts';
import { listMails, retryMail } from './mail-outbox';
import { getAdminStats } from './service';

const guarded = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };

export function registerAdminRoutes(app: Api, { db, kickJobs }: ModuleDeps) {
  app.openapi(
    defineRoute({ method: 'get', path: '/api/admin/stats', tags: ['Verwaltung'], responses: { 200: jsonResponse(adminStatsSchema, 'Kennzahlen'), ...guarded } }),
    async (c) => c.json(await getAdminStats(db), 200),
  );
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/stats/charts',
      tags: ['Verwaltung'],
      responses: { 200: jsonResponse(adminChartsSchema, 'Buchungen je Woche, Auslastung je Kurs, Zahlungen je Monat'), ...guarded },
    }),
    async (c) => c.json(await getAdminCharts(db), 200),
  );
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/mails',
      tags: ['Verwaltung'],
      request: { query: outboxQuerySchema },
      responses: { 200: jsonResponse(outboxMailsResponseSchema, 'Postausgang, neueste zuerst'), 400: errorResponse('Ungültiger Filter'), ...guarded },
    }),
    async (c) => c.json(await listMails(db, c.req.valid('query')), 200),
  );
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/mails/{id}/retry',
      tags: ['Verwaltung'],
      request: { params: UuidParam(OUTBOX_MESSAGES.notFound) },
      responses: {
        200: jsonResponse(outboxRetryResponseSchema, 'Erneut in den Versand gegeben'),
        404: errorResponse(OUTBOX_MESSAGES.notFound),
        409: errorResponse(OUTBOX_MESSAGES.notFailed),
        ...guarded,
      },
    }),
    async (c) => {
      const result = await retryMail(db, await auditActorOf(c), c.req.valid('param').id);
      kickJobs();
      return c.json(result, 200);
    },
  );
}
