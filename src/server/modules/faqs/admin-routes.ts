import { adminFaqResponseSchema, adminFaqsResponseSchema, FAQ_MESSAGES, faqInputSchema } from '../../../shared/schemas/admin-faqs';
import { messageSchema } from '../../../shared/schemas/common';
import { auditActorOf } from '../../audit/actor';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import { createFaq, deleteFaq, listFaqs, updateFaq } from './admin-faqs';

const guarded = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };
const tags = ['Verwaltung'];

/*
 * The admin's FAQ (/api/admin/faqs). /preise and /faq read them per request (no server-side cache holds
 * them), so a change shows on the next page load.
 */
export function registerFaqAdminRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/faqs',
      tags,
      responses: { 200: jsonResponse(adminFaqsResponseSchema, 'Alle FAQs in Anzeigereihenfolge'), ...guarded },
    }),
    async (c) => c.json({ faqs: await listFaqs(db) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/faqs',
      tags,
      request: jsonBody(faqInputSchema),
      responses: { 201: jsonResponse(adminFaqResponseSchema, 'FAQ erstellt'), 400: errorResponse('Ungültige Eingabe'), ...guarded },
    }),
    async (c) => c.json({ faq: await createFaq(db, await auditActorOf(c), c.req.valid('json')) }, 201),
  );
  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/admin/faqs/{id}',
      tags,
      request: { params: UuidParam(FAQ_MESSAGES.notFound), ...jsonBody(faqInputSchema) },
      responses: {
        200: jsonResponse(adminFaqResponseSchema, 'FAQ aktualisiert'),
        400: errorResponse('Ungültige Eingabe'),
        404: errorResponse(FAQ_MESSAGES.notFound),
        ...guarded,
      },
    }),
    async (c) => c.json({ faq: await updateFaq(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/admin/faqs/{id}',
      tags,
      request: { params: UuidParam(FAQ_MESSAGES.notFound) },
      responses: { 200: jsonResponse(messageSchema, 'FAQ gelöscht'), 404: errorResponse(FAQ_MESSAGES.notFound), ...guarded },
    }),
    async (c) => c.json(await deleteFaq(db, await auditActorOf(c), c.req.valid('param').id), 200),
  );
}
