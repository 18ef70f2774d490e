import { FAMILY_DISCOUNT_PERCENT } from './constants';
import type { PassType } from './enums';

/*
 * The family discount of /preise ('15 % ab dem zweiten Familienmitglied'): a new membership costs the list
 * price less FAMILY_DISCOUNT_PERCENT when another person of the same account — the member or one of their
 * family members — already holds a live membership. The first membership of a family stays at full price,
 * and passes bought once (Einzeleintritt, 10er-Karte) never get it. The server decides with these functions
 * on orders and on the office's sale; the pages only show what it answered.
 */

export { FAMILY_DISCOUNT_PERCENT };

/** The pass types that are memberships: only these count for the discount, and only these get it. */
export const MEMBERSHIP_PASS_TYPES = ['MONTHLY', 'YEARLY'] as const satisfies readonly PassType[];

export const isMembership = (passType: PassType) => (MEMBERSHIP_PASS_TYPES as readonly PassType[]).includes(passType);

/** Whom a pass is for within one account: a family member's id, or null for the member themself. */
export type Holder = string | null;

/**
 * The discount in percent a new membership for `holder` gets, given who of the account holds a live
 * membership on its first day (`liveHolders`, one entry per membership): another person's counts, the same
 * person's own (a renewal, a second card) does not. Null when there is none.
 */
export function familyDiscountPercentFor(passType: PassType, holder: Holder, liveHolders: readonly Holder[]): number | null {
  if (!isMembership(passType)) return null;
  return liveHolders.some((other) => other !== holder) ? FAMILY_DISCOUNT_PERCENT : null;
}

const toCents = (euros: number) => Math.round(euros * 100);

/** The list price less `percent`, to the cent, half a cent rounded up (59,00 € less 15 % = 50,15 €). */
export function discountedAmount(listAmount: number, percent: number): number {
  return Math.floor((toCents(listAmount) * (100 - percent) + 50) / 100) / 100;
}

/** What a product costs a given person: the list price, the discount (none: percent null, amount 0) and the price to pay. */
export type PriceQuote = { listAmount: number; discountPercent: number | null; discountAmount: number; amount: number };

export function priceQuote(listAmount: number, discountPercent: number | null): PriceQuote {
  const amount = discountPercent ? discountedAmount(listAmount, discountPercent) : listAmount;
  return { listAmount, discountPercent, discountAmount: (toCents(listAmount) - toCents(amount)) / 100, amount };
}

/** How the discount is named on the order form, in mails and on the invoice: 'Familienrabatt 15 %'. */
export const familyDiscountLabel = (percent: number) => `Familienrabatt ${percent} %`;
