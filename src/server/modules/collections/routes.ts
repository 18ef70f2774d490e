import { z } from '@hono/zod-openapi';
import {
  chargeReturnResultSchema,
  chargeReturnSchema,
  COLLECTION_TEXTS,
  collectionRunChangeSchema,
  collectionRunDetailSchema,
  collectionRunsOverviewSchema,
  createCollectionRunSchema,
} from '../../../shared/schemas/collections';
import { auditActorOf } from '../../audit/actor';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import { collectionRunFile, getCollectionOverview, getCollectionRun } from './queries';
import { recordChargeReturn } from './returns';
import { cancelCollectionRun, createCollectionRun, submitCollectionRun } from './runs';

const adminOnly = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };
const runParam = UuidParam(COLLECTION_TEXTS.runNotFound);
const runNotFound = { 404: errorResponse('Lastschriftlauf nicht gefunden') };
const runClosed = errorResponse('Der Lauf ist nicht mehr offen (an die Bank übergeben oder storniert)');

export function registerCollectionRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/collection-runs',
      tags: ['Verwaltung'],
      responses: { 200: jsonResponse(collectionRunsOverviewSchema, 'Fällige Lastschriften nach Datum, frühestes Einzugsdatum und die Läufe, neueste zuerst'), ...adminOnly },
    }),
    async (c) => c.json(await getCollectionOverview(db), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/collection-runs',
      tags: ['Verwaltung'],
      request: jsonBody(createCollectionRunSchema),
      responses: {
        200: jsonResponse(collectionRunChangeSchema, 'Lastschriftlauf erstellt, mit seiner pain.008-Datei'),
        400: errorResponse('Ungültiges Einzugsdatum (zu früh für die Vorabankündigung, Wochenende oder Bankfeiertag)'),
        ...adminOnly,
        409: errorResponse('Zahlungsverkehr nicht eingerichtet, oder keine fälligen Lastschriften bis zu diesem Datum'),
      },
    }),
    async (c) => {
      const run = await createCollectionRun(db, await auditActorOf(c), c.req.valid('json').collectionDate);
      return c.json({ message: COLLECTION_TEXTS.created, ...run }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/collection-runs/{id}',
      tags: ['Verwaltung'],
      request: { params: runParam },
      responses: { 200: jsonResponse(collectionRunDetailSchema, 'Der Lauf mit seinen Lastschriften'), ...adminOnly, ...runNotFound },
    }),
    async (c) => c.json(await getCollectionRun(db, c.req.valid('param').id), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/collection-runs/{id}/cancel',
      tags: ['Verwaltung'],
      request: { params: runParam },
      responses: { 200: jsonResponse(collectionRunChangeSchema, 'Lauf storniert; seine Lastschriften sind wieder fällig'), ...adminOnly, ...runNotFound, 409: runClosed },
    }),
    async (c) => {
      const run = await cancelCollectionRun(db, await auditActorOf(c), c.req.valid('param').id);
      return c.json({ message: COLLECTION_TEXTS.cancelled, ...run }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/collection-runs/{id}/submit',
      tags: ['Verwaltung'],
      request: { params: runParam },
      responses: {
        200: jsonResponse(collectionRunChangeSchema, 'An die Bank übergeben: Lastschriften eingezogen, Zahlungen abgeschlossen, Rechnungen ausgestellt'),
        ...adminOnly,
        ...runNotFound,
        409: errorResponse('Lauf nicht mehr offen, oder ein Mandat wurde inzwischen widerrufen bzw. eine Zahlung anderweitig erfasst'),
      },
    }),
    async (c) => {
      const run = await submitCollectionRun(db, await auditActorOf(c), c.req.valid('param').id);
      return c.json({ message: COLLECTION_TEXTS.submitted, ...run }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/collection-runs/{id}/file',
      tags: ['Verwaltung'],
      request: { params: runParam },
      responses: {
        200: { description: 'Die pain.008.001.08-Datei des Laufs, Byte für Byte wie erstellt', content: { 'application/xml': { schema: z.string() } } },
        ...adminOnly,
        ...runNotFound,
      },
    }),
    async (c) => {
      const { xml, collectionDate } = await collectionRunFile(db, c.req.valid('param').id);
      return new Response(xml, {
        status: 200,
        headers: {
          'Content-Type': 'application/xml; charset=utf-8',
          'Content-Disposition': `attachment; filename="lastschriften-${collectionDate}.xml"`,
          'Cache-Control': 'private, no-store',
        },
      }) as never;
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/charges/{id}/return',
      tags: ['Verwaltung'],
      request: { params: UuidParam(COLLECTION_TEXTS.chargeNotFound), ...jsonBody(chargeReturnSchema) },
      responses: {
        200: jsonResponse(chargeReturnResultSchema, 'Rücklastschrift erfasst; das Mitglied erhält eine E-Mail mit dem offenen Betrag'),
        400: errorResponse('Ungültiger Rückgabegrund oder ungültige Gebühr'),
        ...adminOnly,
        404: errorResponse('Lastschrift nicht gefunden'),
        409: errorResponse('Die Lastschrift ist nicht eingezogen'),
      },
    }),
    async (c) => c.json(await recordChargeReturn(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );
}
