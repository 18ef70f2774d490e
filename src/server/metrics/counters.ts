import { Counter } from 'prom-client';
import { processRegistry } from './registry';

const bookings = new Counter({
  name: 'sportzentrum_bookings_total',
  help: 'Booking requests by outcome (confirmed, waitlisted, refused with its reason) and cancellations by members themselves.',
  labelNames: ['outcome', 'reason'] as const,
  registers: [processRegistry],
});

const mailSendFailures = new Counter({
  name: 'sportzentrum_mail_send_failures_total',
  help: 'Attempts to send an outbox mail that failed (each retry counts again).',
  registers: [processRegistry],
});

/**
 * Counts what the booking engine decided for one request: book_session's outcome (a fixed set of words, so
 * the reason label stays small). A repeated request that finds the booking or the place on the waiting
 * list already there decided nothing new and is not counted.
 */
export function countBookingDecision(decision: string) {
  if (decision === 'already_booked' || decision === 'already_waitlisted') return;
  if (decision === 'confirmed' || decision === 'waitlisted') bookings.inc({ outcome: decision });
  else bookings.inc({ outcome: 'refused', reason: decision });
}

/** A member cancelled one of their bookings (counted once the cancellation has committed). */
export function countBookingCancelled() {
  bookings.inc({ outcome: 'cancelled' });
}

export function countMailSendFailure() {
  mailSendFailures.inc();
}
