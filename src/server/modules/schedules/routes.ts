import { messageSchema } from '../../../shared/schemas/common';
import {
  adminScheduleResponseSchema,
  adminSchedulesResponseSchema,
  SCHEDULE_MESSAGES,
  scheduleInputSchema,
} from '../../../shared/schemas/schedules';
import { auditActorOf } from '../../audit/actor';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import { createSchedule, deleteSchedule, listSchedules, updateSchedule } from './service';

const guarded = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };
const tags = ['Verwaltung'];

/** /api/admin/schedules: the weekly slots the session generator works from. */
export function registerScheduleRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/schedules',
      tags,
      responses: { 200: jsonResponse(adminSchedulesResponseSchema, 'Alle Zeitpläne, Montag bis Sonntag, nach Startzeit'), ...guarded },
    }),
    async (c) => c.json({ schedules: await listSchedules(db) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/schedules',
      tags,
      request: jsonBody(scheduleInputSchema),
      responses: {
        201: jsonResponse(adminScheduleResponseSchema, 'Zeitplan erstellt'),
        400: errorResponse('Ungültige Eingabe, oder Kurs, Trainer oder Raum nicht gefunden'),
        ...guarded,
      },
    }),
    async (c) => c.json({ schedule: await createSchedule(db, await auditActorOf(c), c.req.valid('json')) }, 201),
  );
  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/admin/schedules/{id}',
      tags,
      request: { params: UuidParam(SCHEDULE_MESSAGES.notFound), ...jsonBody(scheduleInputSchema) },
      responses: {
        200: jsonResponse(adminScheduleResponseSchema, 'Zeitplan aktualisiert'),
        400: errorResponse('Ungültige Eingabe, oder Kurs, Trainer oder Raum nicht gefunden'),
        404: errorResponse(SCHEDULE_MESSAGES.notFound),
        ...guarded,
      },
    }),
    async (c) => c.json({ schedule: await updateSchedule(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/admin/schedules/{id}',
      tags,
      request: { params: UuidParam(SCHEDULE_MESSAGES.notFound) },
      responses: { 200: jsonResponse(messageSchema, 'Zeitplan gelöscht'), 404: errorResponse(SCHEDULE_MESSAGES.notFound), ...guarded },
    }),
    async (c) => c.json(await deleteSchedule(db, await auditActorOf(c), c.req.valid('param').id), 200),
  );
}
