import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyMandates } from '@shared/schemas/orders';
import { api } from '@/lib/api-client';
import { myMandatesQueryKey, myPaymentsQueryKey } from '@/lib/query-keys';

/** GET /api/me/mandates — the member's SEPA mandates with the debits still to collect. */
export function useMyMandates() {
  return useQuery(queryOptions({ queryKey: myMandatesQueryKey, queryFn: async () => (await api.get<MyMandates>('/api/me/mandates')).mandates, staleTime: 15_000 }));
}

/** POST /api/me/mandates/{id}/revoke — 'Mandat widerrufen'. */
export function useRevokeMandate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ message: string }>(`/api/me/mandates/${encodeURIComponent(id)}/revoke`),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: myMandatesQueryKey }), queryClient.invalidateQueries({ queryKey: myPaymentsQueryKey })]),
  });
}
