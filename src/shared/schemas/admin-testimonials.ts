import { z } from 'zod';
import { optionalText, optionalUrl, requiredInt, requiredText } from './form-fields';

export const TESTIMONIAL_MESSAGES = {
  notFound: 'Das Testimonial wurde nicht gefunden.',
  name: 'Bitte geben Sie einen Namen ein.',
  nameTooLong: 'Der Name darf höchstens 100 Zeichen lang sein.',
  role: 'Die Rolle darf höchstens 100 Zeichen lang sein.',
  content: 'Bitte geben Sie einen Inhalt ein.',
  contentTooLong: 'Der Inhalt darf höchstens 2000 Zeichen lang sein.',
  rating: 'Bitte wählen Sie eine Bewertung von 1 bis 5 Sternen.',
  avatarUrl: 'Bitte geben Sie eine Bildadresse ein, die mit https:// oder / beginnt.',
  deleted: (name: string) => `Das Testimonial von „${name}“ wurde gelöscht.`,
} as const;

/** A testimonial as the admin list shows it, inactive ones included. */
export const adminTestimonialSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    role: z.string().nullable(),
    content: z.string(),
    rating: z.number(),
    isActive: z.boolean(),
    isFeatured: z.boolean(),
    avatarUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminTestimonial' });
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;

/** GET /api/admin/testimonials: all testimonials, newest first. */
export const adminTestimonialsResponseSchema = z.object({ testimonials: z.array(adminTestimonialSchema) }).meta({ id: 'AdminTestimonials' });
export type AdminTestimonialsResponse = z.infer<typeof adminTestimonialsResponseSchema>;

/** POST and PUT: rating defaults to 5, new testimonials are active and not featured. */
export const testimonialInputSchema = z.object({
  name: requiredText(100, TESTIMONIAL_MESSAGES.name, TESTIMONIAL_MESSAGES.nameTooLong),
  role: optionalText(100, TESTIMONIAL_MESSAGES.role),
  content: requiredText(2000, TESTIMONIAL_MESSAGES.content, TESTIMONIAL_MESSAGES.contentTooLong),
  rating: requiredInt(1, 5, TESTIMONIAL_MESSAGES.rating).default(5),
  isActive: z.boolean({ error: 'Bitte geben Sie an, ob das Testimonial aktiv ist.' }).default(true),
  isFeatured: z.boolean({ error: 'Bitte geben Sie an, ob das Testimonial hervorgehoben ist.' }).default(false),
  avatarUrl: optionalUrl(500, TESTIMONIAL_MESSAGES.avatarUrl),
});
export type TestimonialInput = z.input<typeof testimonialInputSchema>;
export type TestimonialValues = z.output<typeof testimonialInputSchema>;

export const adminTestimonialResponseSchema = z.object({ testimonial: adminTestimonialSchema }).meta({ id: 'AdminTestimonialResponse' });
export type AdminTestimonialResponse = z.infer<typeof adminTestimonialResponseSchema>;
