import { z } from 'zod';

/**
 * What a product costs the person it is for, as the server decided it (src/shared/family-discount.ts): the
 * list price, the family discount (percent null and amount 0: none) and the price to pay. The order form and
 * the office's sale dialog show it before anything is bought.
 */
export const priceQuoteSchema = z
  .object({ listAmount: z.number(), discountPercent: z.number().nullable(), discountAmount: z.number(), amount: z.number() })
  .meta({ id: 'PriceQuote' });
