import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiQueries } from '@shared/api-queries';
import type { AdminPriceResponse, PriceInput } from '@shared/schemas/prices';
import { api } from '@/lib/api-client';
import { adminPricesQueryKey } from '@/lib/query-keys';

/** POST /api/admin/prices */
export function createPrice(input: PriceInput) {
  return api.post<AdminPriceResponse>('/api/admin/prices', input);
}

/** What shows this data elsewhere (public pages, the timetable) is loaded afresh after a change. */
export function invalidateAfterPriceChange(queryClient: QueryClient) {
  return Promise.all([adminPricesQueryKey, apiQueries.prices().queryKey.slice(0, 1)].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useCreatePrice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPrice, onSuccess: () => invalidateAfterPriceChange(queryClient) });
}
