import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPaymentChange, createPaymentSchema } from '@shared/schemas/payments';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminPaymentsQueryKey } from '@/lib/query-keys';

/** POST /api/admin/payments — records a payment for a member. */
export function createPayment(body: z.input<typeof createPaymentSchema>) {
  return api.post<AdminPaymentChange>('/api/admin/payments', body);
}

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPayment, onSettled: () => queryClient.invalidateQueries({ queryKey: adminPaymentsQueryKey }) });
}
