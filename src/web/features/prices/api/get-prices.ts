import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type PassType = 'SINGLE' | 'MULTI' | 'MONTHLY' | 'YEARLY';

export type Price = {
  id: string;
  name: string;
  passType: PassType;
  amount: number;
  currency: string;
  /** e.g. 'monatlich'; shown as 'einmalig' when empty. */
  billingPeriod: string | null;
  credits: number | null;
  validityDays: number;
  description: string | null;
};

/** GET /api/prices — active prices, cheapest first. */
export function getPrices() {
  return api.get<{ prices: Price[] }>('/api/prices').then((data) => data.prices);
}

export function pricesQueryOptions() {
  return queryOptions({ queryKey: ['prices', 'list'], queryFn: getPrices });
}

export function usePrices() {
  return useQuery(pricesQueryOptions());
}
