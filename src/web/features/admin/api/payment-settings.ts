import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentSettingsInput, PaymentSettingsResponse } from '@shared/schemas/payment-settings';
import { api } from '@/lib/api-client';
import { adminPaymentSettingsQueryKey } from '@/lib/query-keys';

/** GET /api/admin/payment-settings — Zahlungsverkehr, or null while it is not set up. */
export function getPaymentSettings() {
  return api.get<PaymentSettingsResponse>('/api/admin/payment-settings');
}

export const paymentSettingsQueryOptions = () => queryOptions({ queryKey: adminPaymentSettingsQueryKey, queryFn: getPaymentSettings, staleTime: 0 });

export function usePaymentSettings() {
  return useQuery(paymentSettingsQueryOptions());
}

/** PUT /api/admin/payment-settings */
export function updatePaymentSettings(input: PaymentSettingsInput) {
  return api.put<PaymentSettingsResponse>('/api/admin/payment-settings', input);
}

export function useUpdatePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentSettings,
    onSuccess: (data) => queryClient.setQueryData(adminPaymentSettingsQueryKey, data),
  });
}
