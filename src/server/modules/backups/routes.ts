import { backupStatusSchema } from '../../../shared/schemas/backups';
import { defineRoute, errorResponse, jsonResponse } from '../../http/route';
import type { Api, ModuleDeps } from '../types';
import { backupStatus } from './status';

export function registerBackupRoutes(app: Api, { db, env }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/backups',
      tags: ['Verwaltung'],
      responses: { 200: jsonResponse(backupStatusSchema, 'Letzte Sicherung, Zeitplan und vorhandene Kopien'), 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') },
    }),
    async (c) => c.json(await backupStatus(db, env), 200),
  );
}
