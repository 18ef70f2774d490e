import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPaymentChange, UpdatePaymentInput } from '@shared/schemas/payments';
import { api } from '@/lib/api-client';
import { adminPaymentsQueryKey } from '@/lib/query-keys';

/** PATCH /api/admin/payments/{id} — changes the status (completed stamps the payment date, pending clears it). */
export function updatePaymentStatus({ id, ...body }: UpdatePaymentInput & { id: string }) {
  return api.patch<AdminPaymentChange>(`/api/admin/payments/${encodeURIComponent(id)}`, body);
}

export function useUpdatePaymentStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePaymentStatus, onSettled: () => queryClient.invalidateQueries({ queryKey: adminPaymentsQueryKey }) });
}
