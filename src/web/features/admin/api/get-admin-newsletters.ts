import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminNewsletters } from '@shared/schemas/admin-newsletter';
import { api } from '@/lib/api-client';
import { adminNewslettersQueryKey } from '@/lib/query-keys';

const PROGRESS_POLL_MS = 2000;

/** GET /api/admin/newsletter/newsletters — sent newsletters with their progress, and today's recipients. */
export function getAdminNewsletters() {
  return api.get<AdminNewsletters>('/api/admin/newsletter/newsletters');
}

export const adminNewslettersQueryOptions = () => queryOptions({ queryKey: adminNewslettersQueryKey, queryFn: getAdminNewsletters, staleTime: 5_000 });

/** Polls while any newsletter still has mails in the outbox, so the progress moves on screen. */
export function useAdminNewsletters() {
  return useQuery({
    ...adminNewslettersQueryOptions(),
    refetchInterval: (query) => (query.state.data?.newsletters.some((n) => n.queued > 0) ? PROGRESS_POLL_MS : false),
  });
}
