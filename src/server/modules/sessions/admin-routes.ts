import { z } from '@hono/zod-openapi';
import { updateSessionCapacitySchema } from '../../../shared/schemas/sessions';
import { ApiError } from '../../http/errors';
import { defineRoute, errorResponse, isUuid, jsonBody, jsonResponse } from '../../http/route';
import type { Api, ModuleDeps } from '../types';
import { updateSessionCapacity } from './capacity';
import { BOOKING_MESSAGES } from '../bookings/messages';

const IdParam = z.object({ id: z.string().min(1).max(64) });
const CapacityChangeSchema = z
  .object({ message: z.string(), maxParticipants: z.number(), availableSpots: z.number(), notified: z.number() })
  .openapi('SessionCapacityChange');

export function registerSessionAdminRoutes(app: Api, { db, publicUrl, kickJobs, weekCache }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'patch',
      path: '/api/admin/sessions/{id}',
      tags: ['Verwaltung'],
      request: { params: IdParam, ...jsonBody(updateSessionCapacitySchema) },
      responses: {
        200: jsonResponse(CapacityChangeSchema, 'Kapazität geändert; bei mehr Plätzen wurde die Warteliste benachrichtigt'),
        400: errorResponse('Ungültige Eingabe'),
        401: errorResponse('Nicht angemeldet'),
        403: errorResponse('Keine Administratorrolle'),
        404: errorResponse('Termin nicht gefunden'),
        409: errorResponse('Termin abgesagt oder begonnen, oder Kapazität unter den bestätigten Buchungen'),
      },
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      if (!isUuid(id)) throw new ApiError(404, 'SESSION_NOT_FOUND', BOOKING_MESSAGES.sessionNotFound);
      const result = await updateSessionCapacity(db, id, c.req.valid('json').maxParticipants, publicUrl);
      weekCache.clear();
      if (result.notified > 0) kickJobs();
      return c.json(result, 200);
    },
  );
}
