import { trainerProfileSchema } from '../../../shared/schemas/trainers';
import {
  TRAINER_AREA_MESSAGES,
  attendanceResultSchema,
  markAttendanceSchema,
  trainerBookingsSchema,
  trainerOverviewSchema,
  trainerSessionDetailSchema,
  trainerSessionsSchema,
  updateTrainerProfileSchema,
} from '../../../shared/schemas/trainer-area';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import {
  getTrainerOverview,
  getTrainerSession,
  listTrainerBookings,
  listTrainerSessions,
  markAttendance,
  requireTrainerId,
  toTrainerProfile,
  updateTrainerProfile,
} from './trainer-area';

const tags = ['Trainerbereich'];
const guarded = {
  401: errorResponse('Nicht angemeldet'),
  403: errorResponse('Keine Trainerrolle'),
  404: errorResponse('Kein Trainerprofil mit dem Konto verknüpft, oder nicht gefunden'),
};

const userIdOf = async (c: Context<AppEnv>) => (await c.var.viewer())!.user.id;

/** The trainer area: only the caller's own sessions, their participants and the caller's own profile. */
export function registerTrainerAreaRoutes(app: Api, { db, weekCache }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/trainer/overview',
      tags,
      responses: { 200: jsonResponse(trainerOverviewSchema, 'Kommende Sessions, bestätigte Buchungen darin und die nächsten fünf Sessions'), ...guarded },
    }),
    async (c) => c.json(await getTrainerOverview(db, await requireTrainerId(db, await userIdOf(c))), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/trainer/sessions',
      tags,
      responses: { 200: jsonResponse(trainerSessionsSchema, 'Die eigenen kommenden und kürzlich begonnenen Sessions'), ...guarded },
    }),
    async (c) => c.json(await listTrainerSessions(db, await requireTrainerId(db, await userIdOf(c))), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/trainer/sessions/{id}',
      tags,
      request: { params: UuidParam(TRAINER_AREA_MESSAGES.sessionNotFound) },
      responses: { 200: jsonResponse(trainerSessionDetailSchema, 'Eine eigene Session mit Teilnehmenden und Warteliste'), ...guarded },
    }),
    async (c) => {
      const trainerId = await requireTrainerId(db, await userIdOf(c));
      return c.json(await getTrainerSession(db, trainerId, c.req.valid('param').id), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/trainer/bookings/{id}/attendance',
      tags,
      request: { params: UuidParam(TRAINER_AREA_MESSAGES.bookingNotFound), ...jsonBody(markAttendanceSchema) },
      responses: {
        200: jsonResponse(attendanceResultSchema, 'Anwesenheit erfasst'),
        400: errorResponse('Ungültiger Status'),
        ...guarded,
        409: errorResponse('Außerhalb des Zeitfensters, Buchung storniert oder Session abgesagt'),
      },
    }),
    async (c) => {
      const trainerId = await requireTrainerId(db, await userIdOf(c));
      return c.json(await markAttendance(db, trainerId, c.req.valid('param').id, c.req.valid('json').status), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/trainer/bookings',
      tags,
      responses: { 200: jsonResponse(trainerBookingsSchema, 'Die Buchungen der eigenen Sessions, neueste zuerst'), ...guarded },
    }),
    async (c) => c.json(await listTrainerBookings(db, await requireTrainerId(db, await userIdOf(c))), 200),
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/trainer/profile',
      tags,
      request: jsonBody(updateTrainerProfileSchema),
      responses: { 200: jsonResponse(trainerProfileSchema, 'Das gespeicherte Trainerprofil'), 400: errorResponse('Ungültige Eingaben'), ...guarded },
    }),
    async (c) => {
      const trainer = await updateTrainerProfile(db, await userIdOf(c), c.req.valid('json'));
      // Names show in the timetable; this server's cached weeks go now, the others on the trigger's NOTIFY.
      weekCache.clear();
      return c.json({ trainer: toTrainerProfile(trainer) }, 200);
    },
  );
}
