import { trainerProfileSchema, trainersResponseSchema } from '../../../shared/schemas/trainers';
import { defineRoute, errorResponse, jsonResponse } from '../../http/route';
import type { Api, ModuleDeps } from '../types';
import { LimitQuery } from '../../http/schemas';
import { getTrainerByUserId, listActiveTrainers } from './service';

export function registerTrainerRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/trainers',
      tags: ['Trainer'],
      request: { query: LimitQuery },
      responses: { 200: jsonResponse(trainersResponseSchema, 'Aktive Trainer nach Vorname') },
    }),
    async (c) => c.json({ trainers: await listActiveTrainers(db, c.req.valid('query').limit) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/trainer/profile',
      tags: ['Trainer'],
      responses: {
        200: jsonResponse(trainerProfileSchema, 'Das Trainerprofil des angemeldeten Benutzers (null, wenn keins verknüpft ist)'),
        401: errorResponse('Nicht angemeldet'),
        403: errorResponse('Keine Trainerrolle'),
      },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      const trainer = await getTrainerByUserId(db, viewer.user.id);
      return c.json(
        {
          trainer: trainer && {
            id: trainer.id,
            firstName: trainer.firstName,
            lastName: trainer.lastName,
            email: trainer.email,
            phone: trainer.phone,
            bio: trainer.bio,
            specialties: trainer.specialties,
          },
        },
        200,
      );
    },
  );
}
