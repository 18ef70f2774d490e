import { z } from 'zod';

// A simple address check: no spaces, one @, a dot in the domain. Trimmed before checking.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const newsletterSubscribeSchema = z.object({
  email: z
    .string({ error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' })
    .trim()
    .max(255, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.')
    .regex(EMAIL_PATTERN, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'),
});
export type NewsletterSubscribeInput = z.infer<typeof newsletterSubscribeSchema>;

export const newsletterTokenSchema = z.object({
  token: z.string({ error: 'Der Link ist ungültig.' }).trim().min(16, 'Der Link ist ungültig.').max(128, 'Der Link ist ungültig.'),
});

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Fast geschafft! Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen gerade geschickt haben.',
  confirmed: 'Ihre Newsletter-Anmeldung ist bestätigt.',
  unsubscribed: 'Sie wurden vom Newsletter abgemeldet.',
  invalidLink: 'Der Link ist ungültig oder abgelaufen.',
} as const;
