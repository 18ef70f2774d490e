/** What other features may use of booking: booking a session, cancelling, the cached lists' keys. */
export { useCancelBooking } from './api/cancel-booking';
export { useLeaveWaitlist } from './api/leave-waitlist';
export { adminBookingsQueryKey, adminWaitlistQueryKey, myBookingsQueryKey } from './api/query-keys';
export { useBookSession } from './lib/use-book-session';
