/** What other features may use of booking: booking a session, cancelling, leaving a waiting list. */
export { useCancelBooking } from './api/cancel-booking';
export { useLeaveWaitlist } from './api/leave-waitlist';
export { useBookSession } from './lib/use-book-session';
