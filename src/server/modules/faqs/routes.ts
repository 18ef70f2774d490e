import { asc, eq } from 'drizzle-orm';
import { faqsResponseSchema } from '../../../shared/schemas/faqs';
import { faqs } from '../../db/schema';
import { defineRoute, jsonResponse } from '../../http/route';
import type { Api, ModuleDeps } from '../types';

export function registerFaqRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/faqs',
      tags: ['Website'],
      responses: { 200: jsonResponse(faqsResponseSchema, 'Aktive FAQs in Anzeigereihenfolge') },
    }),
    async (c) => {
      const rows = await db
        .select({ id: faqs.id, question: faqs.question, answer: faqs.answer, category: faqs.category, displayOrder: faqs.displayOrder })
        .from(faqs)
        .where(eq(faqs.isActive, true))
        .orderBy(asc(faqs.displayOrder), asc(faqs.question));
      return c.json({ faqs: rows }, 200);
    },
  );
}
