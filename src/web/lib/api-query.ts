import { queryOptions } from '@tanstack/react-query';
import type { ApiQuery } from '@shared/api-queries';
import { api } from './api-client';

/**
 * TanStack Query options for one of the shared API queries (src/shared/api-queries.ts): the same key the
 * server fills a page's first render under, and a GET of the same path, cached as the same field.
 */
export function apiQueryOptions<T>(query: ApiQuery<T>) {
  return queryOptions({
    queryKey: query.queryKey,
    queryFn: async () => {
      const body = await api.get<Record<string, unknown>>(query.path);
      return (query.pick ? body[query.pick] : body) as T;
    },
    ...(query.staleTime === undefined ? {} : { staleTime: query.staleTime }),
  });
}
