import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MediaCategory } from '@shared/enums';
import type { AdminMediaList } from '@shared/schemas/media';
import { api } from '@/lib/api-client';
import { adminMediaQueryKey } from '@/lib/query-keys';

export const ADMIN_MEDIA_PAGE_SIZE = 24;

type MediaQuery = { page: number; category?: MediaCategory };

/** GET /api/admin/media — the media library, newest first, one page at a time. */
export function getAdminMedia({ page, category }: MediaQuery) {
  return api.get<AdminMediaList>('/api/admin/media', { params: { page, pageSize: ADMIN_MEDIA_PAGE_SIZE, category } });
}

export function useAdminMedia(query: MediaQuery) {
  return useQuery({ queryKey: [...adminMediaQueryKey, query], queryFn: () => getAdminMedia(query), placeholderData: keepPreviousData, staleTime: 15_000 });
}
