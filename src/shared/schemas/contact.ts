import { z } from 'zod';
import { CONTACT_LIMITS } from '../constants';

// Values are trimmed; name, e-mail and message each have a length limit and their own German message.
export const contactMessageSchema = z.object({
  name: z.string({ error: 'Name ist ungültig' }).trim().min(1, 'Name ist ungültig').max(CONTACT_LIMITS.name, 'Name ist ungültig'),
  email: z
    .string({ error: 'E-Mail ist ungültig' })
    .trim()
    .max(CONTACT_LIMITS.email, 'E-Mail ist ungültig')
    .pipe(z.email('E-Mail ist ungültig')),
  message: z
    .string({ error: 'Nachricht ist ungültig' })
    .trim()
    .min(1, 'Nachricht ist ungültig')
    .max(CONTACT_LIMITS.message, 'Nachricht ist ungültig'),
  /** Honeypot: a field people never see. Anything in it marks a bot. */
  website: z.string().max(500).optional(),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const CONTACT_MESSAGES = {
  sent: 'Wir melden uns bald bei Ihnen.',
  rateLimited: 'Sie haben in kurzer Zeit sehr viele Nachrichten gesendet. Bitte versuchen Sie es in einer Stunde erneut oder rufen Sie uns an.',
} as const;
