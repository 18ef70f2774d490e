import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS } from '@shared/api-queries';
import type { ContractNoticeInput, ContractNoticeReceipt } from '@shared/schemas/contract-notices';
import { api } from '@/lib/api-client';

/** POST /api/contract-notices → { message, receipt }; 400 with error.fields, 404 for a contract not of the caller, 429 when too many were sent. */
export async function sendContractNotice(body: ContractNoticeInput): Promise<ContractNoticeReceipt> {
  return (await api.post<{ message: string; receipt: ContractNoticeReceipt }>('/api/contract-notices', body)).receipt;
}

export function useSendContractNotice() {
  const queryClient = useQueryClient();
  // A member's contract now shows the notice as received.
  return useMutation({ mutationFn: sendContractNotice, onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.contracts }) });
}
