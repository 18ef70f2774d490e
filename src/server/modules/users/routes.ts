import { z } from '@hono/zod-openapi';
import { defineRoute, errorResponse, jsonResponse } from '../../http/route';
import type { Api } from '../types';

const MeSchema = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      phone: z.string().nullable(),
    }),
    roles: z.array(z.enum(['ADMIN', 'TRAINER', 'MEMBER'])),
  })
  .openapi('Me');

export function registerUserRoutes(app: Api) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/me',
      tags: ['Konto'],
      responses: { 200: jsonResponse(MeSchema, 'Angemeldeter Benutzer mit Rollen'), 401: errorResponse('Nicht angemeldet') },
    }),
    async (c) => c.json((await c.var.viewer())!, 200),
  );
}
