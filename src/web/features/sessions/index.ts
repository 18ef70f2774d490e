/** What other features may use of the sessions: their lists and the tab's live free-spot numbers. */
export { useCourseSessions } from './api/get-sessions';
export { useLiveSpots } from './lib/use-live-spots';
