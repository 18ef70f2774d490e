import {
  adminPassChangeSchema,
  adminPassDetailSchema,
  adminPassesPageSchema,
  adminPassesQuerySchema,
  cancelPassSchema,
  passCorrectionSchema,
  PASS_TEXTS,
  passQuoteQuerySchema,
  pausePassSchema,
  sellPassSchema,
} from '../../../shared/schemas/passes';
import { priceQuoteSchema } from '../../../shared/schemas/price-quote';
import { auditActorOf } from '../../audit/actor';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import { cancelPass, correctPass, getAdminPass, listAdminPasses, pausePass, quotePassSale, sellPass } from './admin-service';

const adminOnly = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };
const idParam = UuidParam(PASS_TEXTS.notFound);

export function registerPassAdminRoutes(app: Api, { db, publicUrl }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/passes',
      tags: ['Verwaltung'],
      request: { query: adminPassesQuerySchema },
      responses: { 200: jsonResponse(adminPassesPageSchema, 'Eine Seite der Karten und Abos, neueste zuerst'), 400: errorResponse('Ungültiger Filter'), ...adminOnly },
    }),
    async (c) => c.json(await listAdminPasses(db, c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/passes',
      tags: ['Verwaltung'],
      request: jsonBody(sellPassSchema),
      responses: { 200: jsonResponse(adminPassChangeSchema, 'Karte verkauft'), 400: errorResponse('Ungültige Eingaben (Feldmeldungen in error.fields)'), ...adminOnly },
    }),
    async (c) => c.json({ message: PASS_TEXTS.sold, pass: await sellPass(db, await auditActorOf(c), c.req.valid('json'), publicUrl) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/pass-quote',
      tags: ['Verwaltung'],
      request: { query: passQuoteQuerySchema },
      responses: {
        200: jsonResponse(priceQuoteSchema, 'Was der Verkauf kosten würde: Listenpreis, Familienrabatt und zu zahlender Betrag'),
        400: errorResponse('Ungültige Eingaben (Feldmeldungen in error.fields)'),
        ...adminOnly,
      },
    }),
    async (c) => c.json(await quotePassSale(db, c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/passes/{id}',
      tags: ['Verwaltung'],
      request: { params: idParam },
      responses: { 200: jsonResponse(adminPassDetailSchema, 'Die Karte mit ihrem Verlauf'), ...adminOnly, 404: errorResponse('Karte nicht gefunden') },
    }),
    async (c) => c.json(await getAdminPass(db, c.req.valid('param').id), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/passes/{id}/correction',
      tags: ['Verwaltung'],
      request: { params: idParam, ...jsonBody(passCorrectionSchema) },
      responses: {
        200: jsonResponse(adminPassChangeSchema, 'Eintritte korrigiert'),
        400: errorResponse('Ungültige Eingaben'),
        ...adminOnly,
        404: errorResponse('Karte nicht gefunden'),
        409: errorResponse('Karte storniert, abgelaufen oder ohne Eintrittslimit'),
      },
    }),
    async (c) => c.json({ message: PASS_TEXTS.corrected, pass: await correctPass(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/passes/{id}/cancel',
      tags: ['Verwaltung'],
      request: { params: idParam, ...jsonBody(cancelPassSchema) },
      responses: {
        200: jsonResponse(adminPassChangeSchema, 'Karte storniert'),
        400: errorResponse('Ungültige Eingaben'),
        ...adminOnly,
        404: errorResponse('Karte nicht gefunden'),
        409: errorResponse('Bereits storniert'),
      },
    }),
    async (c) => c.json({ message: PASS_TEXTS.cancelled, pass: await cancelPass(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/passes/{id}/pause',
      tags: ['Verwaltung'],
      request: { params: idParam, ...jsonBody(pausePassSchema) },
      responses: {
        200: jsonResponse(adminPassChangeSchema, 'Karte pausiert'),
        400: errorResponse('Ungültige Eingaben'),
        ...adminOnly,
        404: errorResponse('Karte nicht gefunden'),
        409: errorResponse('Karte storniert oder abgelaufen, oder die Pause überschneidet sich'),
      },
    }),
    async (c) => c.json({ message: PASS_TEXTS.paused, pass: await pausePass(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json'), publicUrl) }, 200),
  );
}
