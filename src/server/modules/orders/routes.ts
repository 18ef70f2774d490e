import { z } from '@hono/zod-openapi';
import { myMandatesSchema, orderConfirmationSchema, orderDraftQuerySchema, orderDraftSchema, orderInputSchema, ORDER_TEXTS } from '../../../shared/schemas/orders';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import { listMyMandates, revokeMandate } from './mandates';
import { orderDraft, placeOrder } from './service';

const signedIn = { 401: errorResponse('Nicht angemeldet') };

export function registerOrderRoutes(app: Api, { db, publicUrl, kickJobs }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/me/order-draft',
      tags: ['Konto'],
      request: { query: orderDraftQuerySchema },
      responses: {
        200: jsonResponse(orderDraftSchema, 'Produkt, Vertragsbedingungen, Zahlungsarten und Mandatstext für das Bestellformular'),
        400: errorResponse('Ungültiges Produkt'),
        404: errorResponse('Produkt nicht gefunden'),
        409: errorResponse('Produkt nicht bestellbar'),
        ...signedIn,
      },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      return c.json(await orderDraft(db, viewer.user.id, c.req.valid('query').priceId), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/me/orders',
      tags: ['Konto'],
      request: jsonBody(orderInputSchema),
      responses: {
        200: jsonResponse(z.object({ message: z.string(), order: orderConfirmationSchema }), 'Bestellt: Auftrag, Mandat, Karte und erste Lastschrift'),
        400: errorResponse('Ungültige Eingabe (z. B. IBAN)'),
        404: errorResponse('Produkt nicht gefunden'),
        409: errorResponse('Produkt nicht bestellbar oder Mandatsreferenz vergeben'),
        ...signedIn,
      },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      const order = await placeOrder(db, viewer.user.id, c.req.valid('json'), publicUrl);
      kickJobs();
      return c.json({ message: ORDER_TEXTS.ordered, order }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/me/mandates',
      tags: ['Konto'],
      responses: { 200: jsonResponse(myMandatesSchema, 'Eigene SEPA-Mandate mit offenen Lastschriften'), ...signedIn },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      return c.json(await listMyMandates(db, viewer.user.id), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/me/mandates/{id}/revoke',
      tags: ['Konto'],
      request: { params: UuidParam(ORDER_TEXTS.mandateNotFound) },
      responses: {
        200: jsonResponse(z.object({ message: z.string(), mandates: myMandatesSchema.shape.mandates }), 'Mandat widerrufen; offene Lastschriften gestoppt'),
        404: errorResponse('Mandat nicht gefunden'),
        409: errorResponse('Mandat bereits widerrufen'),
        ...signedIn,
      },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      const { mandates } = await revokeMandate(db, viewer.user.id, c.req.valid('param').id, publicUrl);
      kickJobs();
      return c.json({ message: ORDER_TEXTS.mandateRevoked, mandates }, 200);
    },
  );
}
