import { z } from '@hono/zod-openapi';
import {
  adminSeriesChangeSchema,
  adminSeriesListSchema,
  adminSeriesResponseSchema,
  SERIES_MESSAGES,
  SERIES_TEXTS,
  seriesCreateInputSchema,
  seriesDateCancelInputSchema,
  seriesReplacementInputSchema,
  seriesUpdateInputSchema,
} from '../../../shared/schemas/series';
import { auditActorOf } from '../../audit/actor';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import { createSeries, findAdminSeries, updateSeries } from './admin-service';
import { addSeriesReplacement, cancelSeriesDate } from './date-changes';
import { getAdminSeries, listAdminSeries } from './queries';
import { cancelSeriesRegistrationByOffice } from './registration';

const tags = ['Verwaltung'];
const guarded = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };
const invalid = { 400: errorResponse('Ungültige Eingabe (Feldmeldungen in error.fields)') };
const seriesParam = UuidParam(SERIES_TEXTS.notFound);
// The date's id as a pattern: the OpenAPI document states the constraint of every path parameter.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dateParams = z.object({ id: z.uuid(SERIES_TEXTS.notFound), sessionId: z.string().regex(UUID_PATTERN, SERIES_MESSAGES.dateNotFound) });

/** The office's Kursreihen: create, change, list; cancel a date (with its Ersatztermin) and a registration. */
export function registerSeriesAdminRoutes(app: Api, { db, publicUrl, kickJobs, weekCache }: ModuleDeps) {
  /** After a write: the timetable shows the dates and their places anew, and the mails go out. */
  const changed = () => {
    weekCache.clear();
    kickJobs();
  };

  app.openapi(
    defineRoute({ method: 'get', path: '/api/admin/series', tags, responses: { 200: jsonResponse(adminSeriesListSchema, 'Alle Kursreihen, die mit dem spätesten ersten Termin zuerst'), ...guarded } }),
    async (c) => c.json({ series: await listAdminSeries(db) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/series',
      tags,
      request: jsonBody(seriesCreateInputSchema),
      responses: {
        201: jsonResponse(adminSeriesChangeSchema, 'Kursreihe mit allen Terminen angelegt'),
        ...invalid,
        ...guarded,
        409: errorResponse('Raum oder Trainer an einem der Termine schon belegt (die Termine sind genannt)'),
      },
    }),
    async (c) => {
      const result = await createSeries(db, await auditActorOf(c), c.req.valid('json'));
      changed();
      return c.json(result, 201);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/series/{id}',
      tags,
      request: { params: seriesParam },
      responses: { 200: jsonResponse(adminSeriesResponseSchema, 'Eine Kursreihe mit Terminen, Anmeldungen und Warteliste'), ...guarded, 404: errorResponse(SERIES_TEXTS.notFound) },
    }),
    async (c) => c.json({ series: await findAdminSeries(db, c.req.valid('param').id) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/admin/series/{id}',
      tags,
      request: { params: seriesParam, ...jsonBody(seriesUpdateInputSchema) },
      responses: {
        200: jsonResponse(adminSeriesChangeSchema, 'Gespeichert; mehr Plätze rücken die Warteliste nach'),
        ...invalid,
        ...guarded,
        404: errorResponse(SERIES_TEXTS.notFound),
        409: errorResponse('Weniger Plätze als bestätigte Anmeldungen, oder Raum oder Trainer belegt'),
      },
    }),
    async (c) => {
      const result = await updateSeries(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json'), publicUrl);
      changed();
      return c.json(result, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/series/{id}/dates/{sessionId}/cancel',
      tags,
      request: { params: dateParams, ...jsonBody(seriesDateCancelInputSchema) },
      responses: {
        200: jsonResponse(adminSeriesChangeSchema, 'Termin abgesagt (mit Ersatztermin, wenn angegeben), Teilnehmende benachrichtigt'),
        ...invalid,
        ...guarded,
        404: errorResponse('Kursreihe oder Termin nicht gefunden'),
        409: errorResponse('Termin schon abgesagt oder begonnen, oder Raum oder Trainer am Ersatztermin belegt'),
      },
    }),
    async (c) => {
      const { id, sessionId } = c.req.valid('param');
      const result = await cancelSeriesDate(db, await auditActorOf(c), id, sessionId, c.req.valid('json'), publicUrl);
      changed();
      return c.json(result, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/series/{id}/dates',
      tags,
      request: { params: seriesParam, ...jsonBody(seriesReplacementInputSchema) },
      responses: {
        201: jsonResponse(adminSeriesChangeSchema, 'Ersatztermin angelegt, Teilnehmende gebucht und benachrichtigt'),
        ...invalid,
        ...guarded,
        404: errorResponse('Kursreihe oder Termin nicht gefunden'),
        409: errorResponse('Termin nicht abgesagt, hat schon einen Ersatztermin, oder Raum oder Trainer belegt'),
      },
    }),
    async (c) => {
      const result = await addSeriesReplacement(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json'), publicUrl);
      changed();
      return c.json(result, 201);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/series-registrations/{id}/cancel',
      tags,
      request: { params: UuidParam(SERIES_MESSAGES.registrationNotFound) },
      responses: {
        200: jsonResponse(adminSeriesChangeSchema, 'Anmeldung storniert; der Platz geht an die Warteliste der Reihe'),
        ...guarded,
        404: errorResponse(SERIES_MESSAGES.registrationNotFound),
        409: errorResponse(SERIES_MESSAGES.alreadyCancelled),
      },
    }),
    async (c) => {
      const { message, seriesId } = await cancelSeriesRegistrationByOffice(db, await auditActorOf(c), c.req.valid('param').id, publicUrl);
      changed();
      return c.json({ message, series: (await getAdminSeries(db, seriesId))! }, 200);
    },
  );
}
