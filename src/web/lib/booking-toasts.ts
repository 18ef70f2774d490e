import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { NOT_SIGNED_IN_TOAST_MS } from '@/lib/ui-constants';
import type { BookingResult } from '@/features/bookings/api/create-booking';

/** Spec 1 §4: 'confirmed' → 'Buchung bestätigt!', anything else → 'Warteliste'; the server's message is the description. */
export function showBookingResult(result: BookingResult) {
  if (result.status === 'confirmed') toast.success('Buchung bestätigt!', { description: result.message });
  else toast.info('Warteliste', { description: result.message });
}

/** Spec 1 §8: destructive toast 'Buchung fehlgeschlagen' with the error message. */
export function showBookingFailure(error: unknown) {
  toast.error('Buchung fehlgeschlagen', { description: errorMessage(error) });
}

/** Spec 1 §6: a guest who tries to book gets a red toast for 3 seconds. */
export function showSignInRequired(description?: string) {
  toast.error('Bitte melden Sie sich an', { duration: NOT_SIGNED_IN_TOAST_MS, description });
}

/** Spec 1 §8 'Booking without login' (e.g. the session ended while the page was open). */
export const SIGN_IN_TO_BOOK = 'Bitte melden Sie sich an, um zu buchen';
