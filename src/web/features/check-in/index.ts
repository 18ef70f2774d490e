/*
 * What other features may use of check-in: the scanner of one session's participant list. The desk page
 * (/trainer/check-in) is reached through the route manifest.
 */
export { SessionScanDialog } from './components/session-scan-dialog';
