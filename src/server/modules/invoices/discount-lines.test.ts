import { describe, expect, it } from 'vitest';
import { contractPeriod, proratedAmount } from '../../../shared/contract-terms';
import { addBerlinDays } from '../../../shared/time';
import { invoiceLines, listAmountOf, splitGross } from './discount-lines';

const yearly = { startsOn: '2026-03-01', minimumTermMonths: 12, noticeMonths: 1 };
const monthly = { startsOn: '2026-01-31', minimumTermMonths: 1, noticeMonths: 1 };

describe('invoice lines of a family discount', () => {
  it('split a negative line as the positive one negated', () => {
    expect(splitGross(-8.85, 19)).toEqual({ gross: -8.85, net: -7.44, vat: -1.41 });
    expect(splitGross(8.85, 19)).toEqual({ gross: 8.85, net: 7.44, vat: 1.41 });
  });

  it('find the list price from the product, also where two list prices give the same discounted one', () => {
    // 39,90 € and 39,91 € both come to 33,92 € less 15 %: the product's price says which it was.
    expect(listAmountOf({ paid: 33.92, percent: 15, listPrice: 39.9, period: null })).toBe(39.9);
    expect(listAmountOf({ paid: 33.92, percent: 15, listPrice: 39.91, period: null })).toBe(39.91);
  });

  it('find a contract period’s list price: a later month of a Jahresvertrag, and a last month cut short', () => {
    expect(listAmountOf({ paid: 42.43, percent: 15, listPrice: 599, period: { contract: yearly, start: '2027-03-01', end: '2027-03-31' } })).toBe(49.92);
    // A Monatsvertrag whose second month is cut short by its end on the tenth day: charged for ten days.
    const full = contractPeriod(monthly, 1);
    const end = addBerlinDays(full.start, 9);
    const paid = proratedAmount(50.15, full, end);
    expect(paid).toBeLessThan(50.15);
    expect(listAmountOf({ paid, percent: 15, listPrice: 59, period: { contract: monthly, start: full.start, end } })).toBe(proratedAmount(59, full, end));
  });

  it('fall back to the amount before the discount nearest to the payment when the price list has changed', () => {
    expect(listAmountOf({ paid: 50.15, percent: 15, listPrice: 65, period: null })).toBe(59);
    expect(listAmountOf({ paid: 50.15, percent: 15, listPrice: null, period: null })).toBe(59);
  });

  it('make totals that equal the payment to the cent', () => {
    for (const paid of [33.92, 50.15, 42.43, 0.85, 509.15]) {
      const { lines, totals } = invoiceLines('Monatskarte', 19, { paid, percent: 15, listPrice: null, period: null });
      expect(lines).toHaveLength(2);
      expect(totals.gross).toBe(paid);
      expect(Math.round((totals.net + totals.vat) * 100)).toBe(Math.round(paid * 100));
      expect(lines[1]).toMatchObject({ description: 'Familienrabatt 15 %', vatRate: 19 });
      expect(lines[1].gross).toBeLessThan(0);
    }
    expect(invoiceLines('10er-Karte', 7, { paid: 120, percent: null })).toEqual({
      lines: [{ description: '10er-Karte', vatRate: 7, net: 112.15, vat: 7.85, gross: 120 }],
      totals: { net: 112.15, vat: 7.85, gross: 120 },
    });
  });
});
