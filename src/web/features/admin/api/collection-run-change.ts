import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionRunDetail } from '@shared/schemas/collections';
import { adminCollectionRunQueryKey, adminCollectionRunsQueryKey, adminPassesQueryKey, adminPaymentsQueryKey, adminQueryKey, adminStatsQueryKey } from '@/lib/query-keys';

/**
 * A change of collection runs (create, cancel, submit, a Rücklastschrift): the run's detail shows the
 * answer at once; the list reloads, and so do the screens a debit touches (payments, invoices, passes).
 */
export function useCollectionRunChange<V, R extends object>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      const { run, charges } = answer as Partial<CollectionRunDetail>;
      if (run && charges) queryClient.setQueryData<CollectionRunDetail>(adminCollectionRunQueryKey(run.id), { run, charges });
    },
    onSettled: () =>
      Promise.all(
        [adminCollectionRunsQueryKey, adminPaymentsQueryKey, adminPassesQueryKey, adminStatsQueryKey, [...adminQueryKey, 'invoices']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
