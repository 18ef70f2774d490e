import { messageSchema } from '../../../shared/schemas/common';
import { adminPriceResponseSchema, adminPricesResponseSchema, PRICE_MESSAGES, priceInputSchema } from '../../../shared/schemas/prices';
import { auditActorOf } from '../../audit/actor';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import { createPrice, deletePrice, listAdminPrices, updatePrice } from './admin-service';

const guarded = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };
const tags = ['Verwaltung'];

export function registerPriceAdminRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({ method: 'get', path: '/api/admin/prices', tags, responses: { 200: jsonResponse(adminPricesResponseSchema, 'Alle Preise nach Name'), ...guarded } }),
    async (c) => c.json({ prices: await listAdminPrices(db) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/prices',
      tags,
      request: jsonBody(priceInputSchema),
      responses: { 201: jsonResponse(adminPriceResponseSchema, 'Preis erstellt'), 400: errorResponse('Ungültige Eingabe'), ...guarded },
    }),
    async (c) => c.json({ price: await createPrice(db, await auditActorOf(c), c.req.valid('json')) }, 201),
  );
  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/admin/prices/{id}',
      tags,
      request: { params: UuidParam(PRICE_MESSAGES.notFound), ...jsonBody(priceInputSchema) },
      responses: {
        200: jsonResponse(adminPriceResponseSchema, 'Preis aktualisiert'),
        400: errorResponse('Ungültige Eingabe'),
        404: errorResponse(PRICE_MESSAGES.notFound),
        ...guarded,
      },
    }),
    async (c) => c.json({ price: await updatePrice(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/admin/prices/{id}',
      tags,
      request: { params: UuidParam(PRICE_MESSAGES.notFound) },
      responses: { 200: jsonResponse(messageSchema, 'Preis gelöscht'), 404: errorResponse(PRICE_MESSAGES.notFound), ...guarded },
    }),
    async (c) => c.json(await deletePrice(db, await auditActorOf(c), c.req.valid('param').id), 200),
  );
}
