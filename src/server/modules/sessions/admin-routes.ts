import { sessionCapacityChangeSchema, updateSessionCapacitySchema } from '../../../shared/schemas/sessions';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import { auditActorOf } from '../../audit/actor';
import { updateSessionCapacity } from './capacity';
import { BOOKING_MESSAGES } from '../bookings/messages';


export function registerSessionAdminRoutes(app: Api, { db, publicUrl, kickJobs, weekCache }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'patch',
      path: '/api/admin/sessions/{id}',
      tags: ['Verwaltung'],
      request: { params: UuidParam(BOOKING_MESSAGES.sessionNotFound), ...jsonBody(updateSessionCapacitySchema) },
      responses: {
        200: jsonResponse(sessionCapacityChangeSchema, 'Kapazität geändert; bei mehr Plätzen wurde die Warteliste benachrichtigt'),
        400: errorResponse('Ungültige Eingabe'),
        401: errorResponse('Nicht angemeldet'),
        403: errorResponse('Keine Administratorrolle'),
        404: errorResponse('Termin nicht gefunden'),
        409: errorResponse('Termin abgesagt oder begonnen, oder Kapazität unter den bestätigten Buchungen'),
      },
    }),
    async (c) => {
      const result = await updateSessionCapacity(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json').maxParticipants, publicUrl);
      weekCache.clear();
      if (result.notified > 0) kickJobs();
      return c.json(result, 200);
    },
  );
}
