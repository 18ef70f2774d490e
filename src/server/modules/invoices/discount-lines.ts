import { contractPeriod, periodAmount, proratedAmount, type ContractTerms } from '../../../shared/contract-terms';
import { discountedAmount, familyDiscountLabel } from '../../../shared/family-discount';
import type { VatRate } from '../../../shared/enums';
import type { InvoiceDocument } from '../../../shared/schemas/invoices';

/*
 * An invoice for a membership sold with the family discount shows two lines: the product at its list price,
 * and 'Familienrabatt 15 %' with the negative difference, each with its own VAT split; the totals are the
 * lines' sums, so the gross total is exactly the payment. The payment holds the discounted amount only: the
 * list price is recomputed from the product's price the way the discounted one was made (the first payment,
 * or a contract period, a last one cut short for its days), and if the price list has changed since, from
 * the payment itself (the amount before the discount that is nearest to it).
 */

type Line = InvoiceDocument['lines'][number];
type Amounts = { net: number; vat: number; gross: number };

const cents = (euros: number) => Math.round(euros * 100);
const euros = (value: number) => value / 100;

/** The gross amount split by the VAT rate, to the cent: net rounded, VAT the rest, so net + VAT = gross. */
export function splitGross(gross: number, rate: VatRate): Amounts {
  const grossCents = cents(gross);
  const sign = grossCents < 0 ? -1 : 1;
  // Split the amount's size, so a negative line is exactly the positive one negated.
  const netCents = sign * Math.round((Math.abs(grossCents) * 100) / (100 + rate));
  return { gross: euros(grossCents), net: euros(netCents), vat: euros(grossCents - netCents) };
}

/** A contract's period that starts on `periodStart`, by its index (the first is the minimum term). */
function periodIndexOf(contract: { startsOn: string } & ContractTerms, periodStart: string): number | null {
  for (let index = 0; index <= 1200; index += 1) {
    const start = contractPeriod(contract, index).start;
    if (start === periodStart) return index;
    if (start > periodStart) return null;
  }
  return null;
}

export type DiscountedSale = {
  /** What was paid: the discounted amount. */
  paid: number;
  percent: number;
  /** The product's list price today, if it still has one. */
  listPrice: number | null;
  /** The contract and the period a direct debit pays for; null for a payment of the whole pass. */
  period: { contract: { startsOn: string } & ContractTerms; start: string; end: string } | null;
};

/** The amount before the discount this payment was made from. */
export function listAmountOf({ paid, percent, listPrice, period }: DiscountedSale): number {
  if (listPrice !== null) {
    if (!period) {
      if (discountedAmount(listPrice, percent) === paid) return listPrice;
    } else {
      const index = periodIndexOf(period.contract, period.start);
      if (index !== null) {
        const full = contractPeriod(period.contract, index);
        const ofPeriod = (amount: number) => proratedAmount(periodAmount(amount, period.contract, index), full, period.end);
        if (ofPeriod(discountedAmount(listPrice, percent)) === paid) return ofPeriod(listPrice);
      }
    }
  }
  return euros(Math.round((cents(paid) * 100) / (100 - percent)));
}

/** The invoice's lines and totals: one line, or the product and its family discount. */
export function invoiceLines(description: string, rate: VatRate, sale: DiscountedSale | { paid: number; percent: null }): { lines: Line[]; totals: Amounts } {
  if (sale.percent === null) {
    const split = splitGross(sale.paid, rate);
    return { lines: [{ description, vatRate: rate, ...split }], totals: split };
  }
  const list = listAmountOf(sale);
  const lines: Line[] = [
    { description, vatRate: rate, ...splitGross(list, rate) },
    { description: familyDiscountLabel(sale.percent), vatRate: rate, ...splitGross(euros(cents(sale.paid) - cents(list)), rate) },
  ];
  const sum = (key: keyof Amounts) => euros(lines.reduce((total, line) => total + cents(line[key]), 0));
  return { lines, totals: { net: sum('net'), vat: sum('vat'), gross: sum('gross') } };
}
