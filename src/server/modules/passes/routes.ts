import { bookingOptionQuerySchema, bookingOptionSchema, myPassesSchema } from '../../../shared/schemas/passes';
import { defineRoute, errorResponse, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import { BOOKING_MESSAGES } from '../bookings/messages';
import { bookingOptionFor, listMyPasses } from './service';

export function registerPassRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/me/passes',
      tags: ['Konto'],
      responses: { 200: jsonResponse(myPassesSchema, 'Eigene Karten und Abos mit ihrem Verlauf, neueste zuerst'), 401: errorResponse('Nicht angemeldet') },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      return c.json(await listMyPasses(db, viewer.user.id), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/sessions/{id}/booking-option',
      tags: ['Buchung'],
      request: { params: UuidParam(BOOKING_MESSAGES.sessionNotFound), query: bookingOptionQuerySchema },
      responses: {
        200: jsonResponse(bookingOptionSchema, 'Womit eine Buchung dieses Termins bezahlt würde (Karte, Probetraining, vor Ort)'),
        401: errorResponse('Nicht angemeldet'),
        400: errorResponse('Ungültiges Familienmitglied'),
        404: errorResponse('Termin oder eigenes Familienmitglied nicht gefunden'),
      },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      return c.json(await bookingOptionFor(db, viewer.user.id, c.req.valid('param').id, c.req.valid('query').familyMemberId ?? null), 200);
    },
  );
}
