import { useQuery } from '@tanstack/react-query';
import { apiQueries } from '@shared/api-queries';
import { BUILT_IN_NAVIGATION, type Navigation } from '@shared/navigation';
import { apiQueryOptions } from '@/lib/api-query';

/** GET /api/navigation — the links of the public header and footer; every page's HTML carries them. */
export const navigationQueryOptions = () => apiQueryOptions(apiQueries.navigation());

/** The header's and footer's links; the built-in ones until the answer is there (or if it fails). */
export function useNavigation(): Navigation {
  return useQuery(navigationQueryOptions()).data ?? BUILT_IN_NAVIGATION;
}
