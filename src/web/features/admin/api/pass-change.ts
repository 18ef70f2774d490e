import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { AdminPassChange } from '@shared/schemas/passes';
import { adminPassesQueryKey, adminPassQueryKey } from '@/lib/query-keys';

/**
 * A change of a pass (sale, correction, pause, cancellation): the server answers the pass as it now is,
 * which the open detail shows at once; the lists reload, and so do the other screens the change touches.
 */
export function usePassChange<V>(mutationFn: (variables: V) => Promise<AdminPassChange>, alsoChanged: readonly QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ pass }) => queryClient.setQueryData(adminPassQueryKey(pass.id), pass),
    onSettled: () => Promise.all([adminPassesQueryKey, ...alsoChanged].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
