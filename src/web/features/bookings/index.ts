/** What other features may use of booking: booking a session (the member area cancels in its own api/). */
export { useBookSession } from './lib/use-book-session';
