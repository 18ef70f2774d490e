import { z } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import { faqs } from '../../db/schema';
import { defineRoute, jsonResponse } from '../../http/route';
import type { Api, ModuleDeps } from '../types';

const FaqSchema = z
  .object({ id: z.string(), question: z.string(), answer: z.string(), category: z.string().nullable(), displayOrder: z.number() })
  .openapi('Faq');

export function registerFaqRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/faqs',
      tags: ['Website'],
      responses: { 200: jsonResponse(z.object({ faqs: z.array(FaqSchema) }), 'Aktive FAQs in Anzeigereihenfolge') },
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
