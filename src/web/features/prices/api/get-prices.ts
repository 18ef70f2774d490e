import { useQuery } from '@tanstack/react-query';
import { apiQueries } from '@shared/api-queries';
import { apiQueryOptions } from '@/lib/api-query';

/** GET /api/prices — active prices, cheapest first. */
export const pricesQueryOptions = () => apiQueryOptions(apiQueries.prices());

export function usePrices() {
  return useQuery(pricesQueryOptions());
}
