import {
  adminTestimonialResponseSchema,
  adminTestimonialsResponseSchema,
  TESTIMONIAL_MESSAGES,
  testimonialInputSchema,
} from '../../../shared/schemas/admin-testimonials';
import { messageSchema } from '../../../shared/schemas/common';
import { auditActorOf } from '../../audit/actor';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import { createTestimonial, deleteTestimonial, listTestimonials, updateTestimonial } from './admin-testimonials';

const guarded = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };
const tags = ['Verwaltung'];

/*
 * The admin's testimonials (/api/admin/testimonials). The home page reads them per request (no
 * server-side cache holds them), so a change shows on the next page load.
 */
export function registerTestimonialAdminRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/testimonials',
      tags,
      responses: { 200: jsonResponse(adminTestimonialsResponseSchema, 'Alle Testimonials, neueste zuerst'), ...guarded },
    }),
    async (c) => c.json({ testimonials: await listTestimonials(db) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/testimonials',
      tags,
      request: jsonBody(testimonialInputSchema),
      responses: { 201: jsonResponse(adminTestimonialResponseSchema, 'Testimonial erstellt'), 400: errorResponse('Ungültige Eingabe'), ...guarded },
    }),
    async (c) => c.json({ testimonial: await createTestimonial(db, await auditActorOf(c), c.req.valid('json')) }, 201),
  );
  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/admin/testimonials/{id}',
      tags,
      request: { params: UuidParam(TESTIMONIAL_MESSAGES.notFound), ...jsonBody(testimonialInputSchema) },
      responses: {
        200: jsonResponse(adminTestimonialResponseSchema, 'Testimonial aktualisiert'),
        400: errorResponse('Ungültige Eingabe'),
        404: errorResponse(TESTIMONIAL_MESSAGES.notFound),
        ...guarded,
      },
    }),
    async (c) => c.json({ testimonial: await updateTestimonial(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/admin/testimonials/{id}',
      tags,
      request: { params: UuidParam(TESTIMONIAL_MESSAGES.notFound) },
      responses: { 200: jsonResponse(messageSchema, 'Testimonial gelöscht'), 404: errorResponse(TESTIMONIAL_MESSAGES.notFound), ...guarded },
    }),
    async (c) => c.json(await deleteTestimonial(db, await auditActorOf(c), c.req.valid('param').id), 200),
  );
}
