import { z } from '@hono/zod-openapi';
import { defineRoute, errorResponse, jsonResponse } from '../../http/route';
import type { Api, ModuleDeps } from '../types';
import { LimitQuery } from '../../http/schemas';
import { getTrainerByUserId, listActiveTrainers } from './service';

const TrainerProfileSchema = z
  .object({
    trainer: z
      .object({
        id: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        email: z.string().nullable(),
        phone: z.string().nullable(),
        bio: z.string().nullable(),
        specialties: z.array(z.string()),
      })
      .nullable(),
  })
  .openapi('TrainerProfile');

const PublicTrainerSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    bio: z.string().nullable(),
    specialties: z.array(z.string()),
    photoUrl: z.string().nullable(),
  })
  .openapi('Trainer');

export function registerTrainerRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/trainers',
      tags: ['Trainer'],
      request: { query: LimitQuery },
      responses: { 200: jsonResponse(z.object({ trainers: z.array(PublicTrainerSchema) }), 'Aktive Trainer nach Vorname') },
    }),
    async (c) => c.json({ trainers: await listActiveTrainers(db, c.req.valid('query').limit) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/trainer/profile',
      tags: ['Trainer'],
      responses: {
        200: jsonResponse(TrainerProfileSchema, 'Das Trainerprofil des angemeldeten Benutzers (null, wenn keins verknüpft ist)'),
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
