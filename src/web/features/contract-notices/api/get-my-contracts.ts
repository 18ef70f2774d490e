import { useQuery } from '@tanstack/react-query';
import { apiQueries, type ViewerId } from '@shared/api-queries';
import { apiQueryOptions } from '@/lib/api-query';

/** GET /api/me/contracts — the signed-in member's membership contracts; asked for only when someone is signed in. */
export function useMyContracts(viewer: ViewerId | undefined) {
  return useQuery({ ...apiQueryOptions(apiQueries.myContracts(viewer ?? null)), enabled: !!viewer });
}
