import { describe, expect, it } from 'vitest';
import { discountedAmount, familyDiscountLabel, familyDiscountPercentFor, priceQuote } from './family-discount';

const CHILD = '6d1b9a1e-0000-4000-8000-000000000001';
const PARTNER = '6d1b9a1e-0000-4000-8000-000000000002';

describe('the family discount', () => {
  it('goes to a membership when another person of the family already holds one', () => {
    expect(familyDiscountPercentFor('MONTHLY', CHILD, [null])).toBe(15);
    expect(familyDiscountPercentFor('YEARLY', null, [PARTNER])).toBe(15);
    expect(familyDiscountPercentFor('MONTHLY', CHILD, [CHILD, PARTNER])).toBe(15);
  });

  it('leaves the family’s first membership, and a second one of the same person, at full price', () => {
    expect(familyDiscountPercentFor('MONTHLY', null, [])).toBeNull();
    expect(familyDiscountPercentFor('MONTHLY', null, [null])).toBeNull();
    expect(familyDiscountPercentFor('YEARLY', CHILD, [CHILD, CHILD])).toBeNull();
  });

  it('never applies to a pass bought once', () => {
    expect(familyDiscountPercentFor('MULTI', CHILD, [null])).toBeNull();
    expect(familyDiscountPercentFor('SINGLE', CHILD, [null])).toBeNull();
  });

  it('takes 15 % off the list price, to the cent, half a cent up', () => {
    expect(discountedAmount(59, 15)).toBe(50.15);
    // 39,90 € × 0,85 = 33,915 €: half a cent rounds up.
    expect(discountedAmount(39.9, 15)).toBe(33.92);
    // 599,00 € × 0,85 = 509,15 €
    expect(discountedAmount(599, 15)).toBe(509.15);
    expect(discountedAmount(0.01, 15)).toBe(0.01);
  });

  it('quotes list price, discount and price to pay, which add up to the cent', () => {
    expect(priceQuote(39.9, 15)).toEqual({ listAmount: 39.9, discountPercent: 15, discountAmount: 5.98, amount: 33.92 });
    expect(priceQuote(59, null)).toEqual({ listAmount: 59, discountPercent: null, discountAmount: 0, amount: 59 });
    expect(familyDiscountLabel(15)).toBe('Familienrabatt 15 %');
  });
});
