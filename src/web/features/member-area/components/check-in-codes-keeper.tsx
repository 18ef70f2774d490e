import { useKeptCheckInCodes } from '../api/get-my-check-in-codes';

/**
 * Keeps the member's check-in codes of the coming days on the device while the member area is open, so
 * 'Meine Check-in-Codes' has them at the door without a network; keeping them also registers the service
 * worker that answers that page offline. Renders nothing.
 */
export function CheckInCodesKeeper() {
  useKeptCheckInCodes();
  return null;
}
