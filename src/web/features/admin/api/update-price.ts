import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPriceResponse, PriceInput } from '@shared/schemas/prices';
import { api } from '@/lib/api-client';
import { invalidateAfterPriceChange } from './create-price';

/** PUT /api/admin/prices/{id} */
export function updatePrice({ id, input }: { id: string; input: PriceInput }) {
  return api.put<AdminPriceResponse>(`/api/admin/prices/${encodeURIComponent(id)}`, input);
}

export function useUpdatePrice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePrice, onSuccess: () => invalidateAfterPriceChange(queryClient) });
}
