/*
 * What the app may use of the member area: the keeper of the check-in codes on the device, which the
 * member area's layout runs. The pages are reached through the route manifest.
 */
export { CheckInCodesKeeper } from './components/check-in-codes-keeper';
