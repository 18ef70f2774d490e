import { z } from 'zod';
import { PASS_TYPES } from '../enums';

export const priceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    passType: z.enum(PASS_TYPES),
    amount: z.number(),
    currency: z.string(),
    /** e.g. 'monatlich'; shown as 'einmalig' when empty. */
    billingPeriod: z.string().nullable(),
    credits: z.number().nullable(),
    validityDays: z.number(),
    description: z.string().nullable(),
  })
  .meta({ id: 'Price' });
export type Price = z.infer<typeof priceSchema>;

/** GET /api/prices: active prices, cheapest first. */
export const pricesResponseSchema = z.object({ prices: z.array(priceSchema) });
export type PricesResponse = z.infer<typeof pricesResponseSchema>;
