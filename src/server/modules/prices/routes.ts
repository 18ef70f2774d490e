import { pricesResponseSchema } from '../../../shared/schemas/prices';
import { defineRoute, jsonResponse } from '../../http/route';
import type { Api, ModuleDeps } from '../types';
import { listActivePrices } from './service';

export function registerPriceRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/prices',
      tags: ['Preise'],
      responses: { 200: jsonResponse(pricesResponseSchema, 'Aktive Preise, günstigste zuerst') },
    }),
    async (c) => c.json({ prices: await listActivePrices(db) }, 200),
  );
}
