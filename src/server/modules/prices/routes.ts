import { z } from '@hono/zod-openapi';
import { defineRoute, jsonResponse } from '../../http/route';
import type { Api, ModuleDeps } from '../types';
import { listActivePrices } from './service';

const PriceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    passType: z.enum(['SINGLE', 'MULTI', 'MONTHLY', 'YEARLY']),
    amount: z.number(),
    currency: z.string(),
    billingPeriod: z.string().nullable(),
    credits: z.number().nullable(),
    validityDays: z.number(),
    description: z.string().nullable(),
  })
  .openapi('Price');

export function registerPriceRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/prices',
      tags: ['Preise'],
      responses: { 200: jsonResponse(z.object({ prices: z.array(PriceSchema) }), 'Aktive Preise, günstigste zuerst') },
    }),
    async (c) => c.json({ prices: await listActivePrices(db) }, 200),
  );
}
