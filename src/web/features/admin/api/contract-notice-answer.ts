import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContractNoticeChange } from '@shared/schemas/contract-notices';
import { adminContractNoticesQueryKey, auditLogQueryKey, outboxQueryKey } from '@/lib/query-keys';

/** An answer to a notice (confirm, reject): the list reloads, and so do the outbox and Protokoll that got its mail and entry. */
export function useContractNoticeAnswer<V>(mutationFn: (variables: V) => Promise<AdminContractNoticeChange>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all([adminContractNoticesQueryKey, outboxQueryKey, auditLogQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
