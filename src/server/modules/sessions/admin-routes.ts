import {
  ADMIN_SESSION_TEXTS,
  adminSessionChangeSchema,
  adminSessionsPageSchema,
  adminSessionsQuerySchema,
  cancelSessionSchema,
  changeSessionTrainerSchema,
} from '../../../shared/schemas/admin-sessions';
import { sessionCapacityChangeSchema, updateSessionCapacitySchema } from '../../../shared/schemas/sessions';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import { auditActorOf } from '../../audit/actor';
import { updateSessionCapacity } from './capacity';
import { BOOKING_MESSAGES } from '../bookings/messages';
import { listAdminSessions } from './admin-list';
import { cancelSession } from './cancellation';
import { changeSessionTrainer } from './substitution';

const adminOnly = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };

export function registerSessionAdminRoutes(app: Api, { db, publicUrl, kickJobs, weekCache }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/sessions',
      tags: ['Verwaltung'],
      request: { query: adminSessionsQuerySchema },
      responses: {
        200: jsonResponse(adminSessionsPageSchema, 'Eine Seite der Sessions, neuester Beginn zuerst, mit Gesamtzahl'),
        400: errorResponse('Ungültiger Filter'),
        ...adminOnly,
      },
    }),
    async (c) => c.json(await listAdminSessions(db, c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/sessions/{id}/cancel',
      tags: ['Verwaltung'],
      request: { params: UuidParam(BOOKING_MESSAGES.sessionNotFound), ...jsonBody(cancelSessionSchema) },
      responses: {
        200: jsonResponse(adminSessionChangeSchema, ADMIN_SESSION_TEXTS.cancelled),
        400: errorResponse('Grund fehlt oder ist zu lang'),
        404: errorResponse('Termin nicht gefunden'),
        409: errorResponse('Bereits abgesagt, begonnen oder vorbei'),
        ...adminOnly,
      },
    }),
    async (c) => {
      const result = await cancelSession(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json').reason, publicUrl);
      weekCache.clear();
      kickJobs();
      return c.json(result, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/sessions/{id}/trainer',
      tags: ['Verwaltung'],
      request: { params: UuidParam(BOOKING_MESSAGES.sessionNotFound), ...jsonBody(changeSessionTrainerSchema) },
      responses: {
        200: jsonResponse(adminSessionChangeSchema, ADMIN_SESSION_TEXTS.trainerChanged),
        400: errorResponse('Ungültige Eingabe'),
        404: errorResponse('Termin oder Trainer nicht gefunden'),
        409: errorResponse('Trainer inaktiv oder zu dieser Zeit bereits eingeplant; Termin abgesagt, begonnen oder vorbei'),
        ...adminOnly,
      },
    }),
    async (c) => {
      const result = await changeSessionTrainer(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json').trainerId, publicUrl);
      weekCache.clear();
      if (result.notified > 0) kickJobs();
      return c.json(result, 200);
    },
  );

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
