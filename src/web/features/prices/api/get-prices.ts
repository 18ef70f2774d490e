import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricesResponse } from '@shared/schemas/prices';
import { api } from '@/lib/api-client';

/** GET /api/prices — active prices, cheapest first. */
export function getPrices() {
  return api.get<PricesResponse>('/api/prices').then((data) => data.prices);
}

export function pricesQueryOptions() {
  return queryOptions({ queryKey: ['prices', 'list'], queryFn: getPrices });
}

export function usePrices() {
  return useQuery(pricesQueryOptions());
}
