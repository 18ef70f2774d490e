import { generateSessionsInputSchema, generateSessionsResponseSchema } from '../../../shared/schemas/schedules';
import { auditActorOf } from '../../audit/actor';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import type { Api, ModuleDeps } from '../types';
import { generateSessionsAsAdmin } from './generation-run';

/** POST /api/admin/sessions/generate: the Session-Generator screen. */
export function registerSessionGeneratorRoutes(app: Api, { db, weekCache }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/sessions/generate',
      tags: ['Verwaltung'],
      request: jsonBody(generateSessionsInputSchema),
      responses: {
        200: jsonResponse(
          generateSessionsResponseSchema,
          'Sessions ab dem Montag dieser Woche erzeugt; vorhandene übersprungen, Überschneidungen von Raum oder Trainer nicht erstellt und aufgeführt',
        ),
        400: errorResponse('Ungültige Wochenzahl'),
        401: errorResponse('Nicht angemeldet'),
        403: errorResponse('Keine Administratorrolle'),
        404: errorResponse('Schedule nicht gefunden'),
        409: errorResponse('Keine aktiven Zeitpläne, oder der gewählte Zeitplan ist nicht aktiv'),
      },
    }),
    async (c) => {
      const result = await generateSessionsAsAdmin(db, await auditActorOf(c), c.req.valid('json'));
      // The public timetable shows the new sessions at once.
      weekCache.clear();
      return c.json(result, 200);
    },
  );
}
