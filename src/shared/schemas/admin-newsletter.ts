import { z } from 'zod';
import { pagingQuery, pageTotals } from './paging';
import { SUBSCRIBER_STATUSES } from '../enums';
import { ADMIN_NEWSLETTER_MESSAGES } from './admin-newsletter-messages';
import { requiredText } from './form-fields';

export { ADMIN_NEWSLETTER_MESSAGES };

/** GET /api/admin/newsletter/subscribers: search by e-mail or name, and the page; newest first. */
export const adminSubscribersQuerySchema = z.object({
  q: z.string().trim().max(100, 'Der Suchbegriff ist zu lang.').optional(),
  ...pagingQuery({ defaultSize: 25 }),
});
export type AdminSubscribersQuery = Partial<z.output<typeof adminSubscribersQuerySchema>>;

export const adminSubscriberSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    status: z.enum(SUBSCRIBER_STATUSES),
    subscribedAt: z.string(),
  })
  .meta({ id: 'AdminSubscriber' });
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;

export const adminSubscribersPageSchema = z
  .object({ subscribers: z.array(adminSubscriberSchema), ...pageTotals })
  .meta({ id: 'AdminSubscribersPage' });
export type AdminSubscribersPage = z.infer<typeof adminSubscribersPageSchema>;

/** POST /api/admin/newsletter/send and /test: the body is HTML, sanitized by the server. */
export const newsletterComposeSchema = z.object({
  subject: requiredText(200, ADMIN_NEWSLETTER_MESSAGES.subject, ADMIN_NEWSLETTER_MESSAGES.subjectTooLong),
  html: z
    .string({ error: ADMIN_NEWSLETTER_MESSAGES.body })
    .max(200_000, ADMIN_NEWSLETTER_MESSAGES.bodyTooLong)
    .refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, ADMIN_NEWSLETTER_MESSAGES.body),
});
export type NewsletterComposeInput = z.infer<typeof newsletterComposeSchema>;

/** A sent newsletter with its delivery progress, read from the outbox. */
export const adminNewsletterSchema = z
  .object({
    id: z.string(),
    subject: z.string(),
    createdAt: z.string(),
    sentBy: z.string().nullable(),
    recipientCount: z.number(),
    /** Delivered (or kept in the outbox log when no SMTP is configured). */
    sent: z.number(),
    failed: z.number(),
    /** Still waiting in the outbox. */
    queued: z.number(),
  })
  .meta({ id: 'AdminNewsletter' });
export type AdminNewsletter = z.infer<typeof adminNewsletterSchema>;

/** The sent newsletters, and how many subscribers a newsletter sent now would reach. */
export const adminNewslettersSchema = z.object({ newsletters: z.array(adminNewsletterSchema), recipients: z.number() }).meta({ id: 'AdminNewsletters' });
export type AdminNewsletters = z.infer<typeof adminNewslettersSchema>;

export const adminNewsletterSentSchema = z.object({ message: z.string(), newsletter: adminNewsletterSchema }).meta({ id: 'AdminNewsletterSent' });
export type AdminNewsletterSent = z.infer<typeof adminNewsletterSentSchema>;
