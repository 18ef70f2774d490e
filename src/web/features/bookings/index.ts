/** What other features may use of booking: booking a session (the member area cancels in its own api/). */
export { useBookSession } from './lib/use-book-session';
/** The line next to a booking button; its code is loaded for signed-in members only. */
export { BookingOption, useHasBookingOption } from './components/booking-option';
