import { z } from 'zod';

export const faqSchema = z
  .object({ id: z.string(), question: z.string(), answer: z.string(), category: z.string().nullable(), displayOrder: z.number() })
  .meta({ id: 'Faq' });
export type Faq = z.infer<typeof faqSchema>;

/** GET /api/faqs: active FAQs in display order. */
export const faqsResponseSchema = z.object({ faqs: z.array(faqSchema) });
export type FaqsResponse = z.infer<typeof faqsResponseSchema>;
