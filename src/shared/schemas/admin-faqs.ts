import { z } from 'zod';
import { optionalText, requiredInt, requiredText } from './form-fields';

export const FAQ_MESSAGES = {
  notFound: 'Die FAQ wurde nicht gefunden.',
  question: 'Bitte geben Sie eine Frage ein.',
  questionTooLong: 'Die Frage darf höchstens 300 Zeichen lang sein.',
  answer: 'Bitte geben Sie eine Antwort ein.',
  answerTooLong: 'Die Antwort darf höchstens 5000 Zeichen lang sein.',
  category: 'Die Kategorie darf höchstens 100 Zeichen lang sein.',
  displayOrder: 'Bitte geben Sie als Reihenfolge eine ganze Zahl zwischen 0 und 9999 ein.',
  deleted: (question: string) => `Die FAQ „${question}“ wurde gelöscht.`,
} as const;

/** A FAQ as the admin list shows it, inactive ones included. */
export const adminFaqSchema = z
  .object({
    id: z.string(),
    question: z.string(),
    answer: z.string(),
    category: z.string().nullable(),
    displayOrder: z.number(),
    isActive: z.boolean(),
  })
  .meta({ id: 'AdminFaq' });
export type AdminFaq = z.infer<typeof adminFaqSchema>;

/** GET /api/admin/faqs: all FAQs by display order. */
export const adminFaqsResponseSchema = z.object({ faqs: z.array(adminFaqSchema) }).meta({ id: 'AdminFaqs' });
export type AdminFaqsResponse = z.infer<typeof adminFaqsResponseSchema>;

/** POST and PUT: display order defaults to 0, new FAQs are active. */
export const faqInputSchema = z.object({
  question: requiredText(300, FAQ_MESSAGES.question, FAQ_MESSAGES.questionTooLong),
  answer: requiredText(5000, FAQ_MESSAGES.answer, FAQ_MESSAGES.answerTooLong),
  category: optionalText(100, FAQ_MESSAGES.category),
  displayOrder: requiredInt(0, 9999, FAQ_MESSAGES.displayOrder).default(0),
  isActive: z.boolean({ error: 'Bitte geben Sie an, ob die FAQ aktiv ist.' }).default(true),
});
export type FaqInput = z.input<typeof faqInputSchema>;
export type FaqValues = z.output<typeof faqInputSchema>;

export const adminFaqResponseSchema = z.object({ faq: adminFaqSchema }).meta({ id: 'AdminFaqResponse' });
export type AdminFaqResponse = z.infer<typeof adminFaqResponseSchema>;
