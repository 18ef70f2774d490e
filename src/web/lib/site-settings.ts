import { useQuery } from '@tanstack/react-query';
import { apiQueries } from '@shared/api-queries';
import { DEFAULT_BOOKING_RULES } from '@shared/booking-rules';
import type { SiteSettings } from '@shared/schemas/settings';
import { SITE_NAME_FALLBACK, siteNameOr } from '@shared/site-name';
import { apiQueryOptions } from '@/lib/api-query';

/**
 * Shown until /api/settings has answered (or if it fails), so the chrome never renders empty. Empty
 * contact fields are left out of the page, as they are when an installation has none.
 */
export const fallbackSettings: SiteSettings = {
  siteTitle: SITE_NAME_FALLBACK,
  siteDescription: null,
  contactEmail: '',
  contactPhone: '',
  address: null,
  town: '',
  bookingRules: DEFAULT_BOOKING_RULES,
};

/** GET /api/settings — public site settings. */
export const settingsQueryOptions = () => apiQueryOptions(apiQueries.settings());

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

/** Settings with fallbacks filled in; `isLoaded` tells whether the real values are there. */
export function useSiteSettings(): SiteSettings & { isLoaded: boolean } {
  const { data } = useSettings();
  return {
    ...fallbackSettings,
    ...data,
    siteTitle: siteNameOr(data?.siteTitle),
    isLoaded: !!data,
  };
}
