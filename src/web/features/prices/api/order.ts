import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderConfirmation, OrderDraft, OrderInput } from '@shared/schemas/orders';
import { api } from '@/lib/api-client';
import { myMandatesQueryKey, myPassesQueryKey, myPaymentsQueryKey, orderDraftQueryKey } from '@/lib/query-keys';

/** GET /api/me/order-draft — the product, its terms and the mandate to sign; `enabled` once signed in. */
export function useOrderDraft(priceId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: orderDraftQueryKey(priceId),
      queryFn: () => api.get<OrderDraft>(`/api/me/order-draft?priceId=${encodeURIComponent(priceId)}`),
      enabled,
      // The mandate reference is issued with the draft: keep it while the form is open.
      staleTime: Infinity,
      retry: false,
    }),
  );
}

/** POST /api/me/orders — 'Zahlungspflichtig bestellen'. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderInput) => api.post<{ message: string; order: OrderConfirmation }>('/api/me/orders', input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myPassesQueryKey }),
        queryClient.invalidateQueries({ queryKey: myPaymentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: myMandatesQueryKey }),
      ]),
  });
}
