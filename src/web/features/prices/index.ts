/** What other features may use of the price list. */
export { usePrices } from './api/get-prices';
