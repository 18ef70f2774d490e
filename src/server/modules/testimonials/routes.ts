import { z } from '@hono/zod-openapi';
import { testimonialsResponseSchema } from '../../../shared/schemas/cms';
import { defineRoute, jsonResponse } from '../../http/route';
import type { Api, ModuleDeps } from '../types';
import { listActiveTestimonials } from './service';

/** The public testimonials (the home page shows the featured ones). */
export function registerTestimonialRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/testimonials',
      tags: ['Website'],
      request: { query: z.object({ featured: z.enum(['true', 'false']).optional() }) },
      responses: { 200: jsonResponse(testimonialsResponseSchema, 'Aktive Testimonials') },
    }),
    async (c) => c.json({ testimonials: await listActiveTestimonials(db, c.req.valid('query').featured === 'true') }, 200),
  );
}
