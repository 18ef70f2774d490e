import { messageSchema } from '../../../shared/schemas/common';
import {
  ADMIN_TRAINER_MESSAGES,
  adminTrainerResponseSchema,
  adminTrainersResponseSchema,
  saveTrainerSchema,
} from '../../../shared/schemas/admin-trainers';
import { auditActorOf } from '../../audit/actor';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import { createAdminTrainer, deleteAdminTrainer, listAdminTrainers, updateAdminTrainer } from './admin-trainers';

const adminOnly = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };
const TrainerIdParam = UuidParam(ADMIN_TRAINER_MESSAGES.notFound);

export function registerAdminTrainerRoutes(app: Api, { db, weekCache }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/trainers',
      tags: ['Verwaltung'],
      responses: { 200: jsonResponse(adminTrainersResponseSchema, 'Alle Trainer nach Vorname'), ...adminOnly },
    }),
    async (c) => c.json({ trainers: await listAdminTrainers(db) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/trainers',
      tags: ['Verwaltung'],
      request: jsonBody(saveTrainerSchema),
      responses: {
        201: jsonResponse(adminTrainerResponseSchema, 'Trainer erstellt; ein verknüpftes Konto hat die Trainerrolle'),
        400: errorResponse('Ungültige Eingabe oder unbekanntes Benutzerkonto'),
        ...adminOnly,
        409: errorResponse('Das Benutzerkonto ist schon mit einem Trainer verknüpft'),
      },
    }),
    async (c) => {
      const trainer = await createAdminTrainer(db, await auditActorOf(c), c.req.valid('json'));
      weekCache.clear();
      return c.json({ trainer, message: ADMIN_TRAINER_MESSAGES.created }, 201);
    },
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/admin/trainers/{id}',
      tags: ['Verwaltung'],
      request: { params: TrainerIdParam, ...jsonBody(saveTrainerSchema) },
      responses: {
        200: jsonResponse(adminTrainerResponseSchema, 'Trainer aktualisiert'),
        400: errorResponse('Ungültige Eingabe oder unbekanntes Benutzerkonto'),
        ...adminOnly,
        404: errorResponse('Trainer nicht gefunden'),
        409: errorResponse('Das Benutzerkonto ist schon mit einem anderen Trainer verknüpft'),
      },
    }),
    async (c) => {
      const trainer = await updateAdminTrainer(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json'));
      // Names show in the timetable.
      weekCache.clear();
      return c.json({ trainer, message: ADMIN_TRAINER_MESSAGES.updated }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/admin/trainers/{id}',
      tags: ['Verwaltung'],
      request: { params: TrainerIdParam },
      responses: {
        200: jsonResponse(messageSchema, 'Trainer gelöscht'),
        ...adminOnly,
        404: errorResponse('Trainer nicht gefunden'),
        409: errorResponse('Der Trainer leitet noch geplante Termine'),
      },
    }),
    async (c) => {
      await deleteAdminTrainer(db, await auditActorOf(c), c.req.valid('param').id);
      weekCache.clear();
      return c.json({ message: ADMIN_TRAINER_MESSAGES.deleted }, 200);
    },
  );
}
