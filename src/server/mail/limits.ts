import { hitRateLimit, type Limit } from '../auth/rate-limit';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { ERROR_CODES } from '../../shared/error-codes';

/**
 * How often one caller may make the server send mail, per route. Every mail costs the studio's sender
 * reputation and lands in someone's inbox, so each route counts per caller (user or client address) and
 * per recipient address where the caller names it; a 429 comes before anything is written or queued.
 */
export const MAIL_LIMITS = {
  /** Bookings, waiting-list places and cancellations of one member (confirmations, spot-freed notices). */
  bookingPerUser: { max: 30, windowSeconds: 3600 },
  /** Contact messages naming one sender address, whatever client sends them. */
  contactPerAddress: { max: 3, windowSeconds: 3600 },
  /** Notices of termination naming one sender address, whatever client sends them (each mails that address). */
  contractNoticePerAddress: { max: 3, windowSeconds: 3600 },
  /** Newsletter confirmation mails to one address, whatever client asks for them. */
  newsletterPerAddress: { max: 3, windowSeconds: 3600 },
  /** Messages of one member to the office (each one mails the office). */
  memberMessagePerUser: { max: 10, windowSeconds: 3600 },
} satisfies Record<string, Limit>;

export const mailLimitKey = {
  bookingUser: (userId: string) => `mail:booking:user:${userId}`,
  contactSender: (email: string) => `mail:contact:from:${email.trim().toLowerCase()}`,
  contractNoticeSender: (email: string) => `mail:contract-notice:from:${email.trim().toLowerCase()}`,
  newsletterAddress: (email: string) => `mail:newsletter:to:${email.trim().toLowerCase()}`,
  memberMessageUser: (userId: string) => `mail:member-message:user:${userId}`,
};

/** Counts one attempt against every limit given and refuses with 429 and `message` when any is spent. */
export async function enforceMailLimits(db: Db, enabled: boolean, checks: { key: string; limit: Limit }[], message: string) {
  if (!enabled) return;
  const allowed = await Promise.all(checks.map((check) => hitRateLimit(db, check.key, check.limit)));
  if (allowed.includes(false)) throw new ApiError(429, ERROR_CODES.RATE_LIMITED, message);
}
