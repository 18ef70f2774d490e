import { currentUserSchema } from '../../../shared/schemas/users';
import { defineRoute, errorResponse, jsonResponse } from '../../http/route';
import type { Api } from '../types';

export function registerUserRoutes(app: Api) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/me',
      tags: ['Konto'],
      responses: { 200: jsonResponse(currentUserSchema, 'Angemeldeter Benutzer mit Rollen'), 401: errorResponse('Nicht angemeldet') },
    }),
    async (c) => c.json((await c.var.viewer())!, 200),
  );
}
