import { DEFAULT_CURRENCY } from './constants';

const formatters = new Map<string, Intl.NumberFormat>();

/** "59,00 €": de-DE currency format. */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  const code = currency || DEFAULT_CURRENCY;
  let formatter = formatters.get(code);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat('de-DE', { style: 'currency', currency: code });
    } catch {
      formatter = new Intl.NumberFormat('de-DE', { style: 'currency', currency: DEFAULT_CURRENCY });
    }
    formatters.set(code, formatter);
  }
  return formatter.format(amount);
}
