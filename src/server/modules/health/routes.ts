import { sql } from 'drizzle-orm';
import { healthSchema } from '../../../shared/schemas/health';
import { defineRoute, jsonResponse } from '../../http/route';
import type { Api, ModuleDeps } from '../types';

export function registerHealthRoutes(app: Api, { db, lifecycle }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/health',
      tags: ['Betrieb'],
      responses: { 200: jsonResponse(healthSchema, 'Läuft'), 503: jsonResponse(healthSchema, 'Datenbank nicht erreichbar, oder der Server wird beendet') },
    }),
    async (c) => {
      // A load balancer stops sending requests here while the server finishes the ones it has.
      if (lifecycle.stopping) return c.json({ status: 'stopping' as const, database: 'ok' as const }, 503);
      try {
        await db.execute(sql`select 1`);
        return c.json({ status: 'ok' as const, database: 'ok' as const }, 200);
      } catch (error) {
        c.var.log.error({ err: error }, 'health check: database unreachable');
        return c.json({ status: 'error' as const, database: 'error' as const }, 503);
      }
    },
  );
}
