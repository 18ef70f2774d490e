import { memberOverviewSchema } from '../../../shared/schemas/overview';
import { defineRoute, errorResponse, jsonResponse } from '../../http/route';
import type { Api, ModuleDeps } from '../types';
import { getMemberOverview } from './service';

export function registerOverviewRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/me/overview',
      tags: ['Konto'],
      responses: { 200: jsonResponse(memberOverviewSchema, 'Vorname und Zähler des Mitglieder-Dashboards'), 401: errorResponse('Nicht angemeldet') },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      return c.json(await getMemberOverview(db, viewer.user.id), 200);
    },
  );
}
