import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeriesRegistrationResult } from '@shared/schemas/series';
import { QUERY_ROOTS } from '@shared/api-queries';
import { api } from '@/lib/api-client';
import { myBookingsQueryKey } from '@/lib/query-keys';

/**
 * POST /api/me/series/{id}/registrations — a place on every date of the series, or a place on its waiting
 * list when it is full; for the member (familyMemberId null) or one of their family members.
 */
export function registerForSeries({ seriesId, familyMemberId }: { seriesId: string; familyMemberId: string | null }) {
  return api.post<SeriesRegistrationResult>(`/api/me/series/${encodeURIComponent(seriesId)}/registrations`, { familyMemberId });
}

/** The dialog stays open while a registration is on its way. */
export const registerForSeriesMutationKey = ['series', 'register'] as const;

export function useRegisterForSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: registerForSeriesMutationKey,
    mutationFn: registerForSeries,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.series }),
        // A confirmed registration books every date: the timetable's places and the member's bookings change.
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.sessions }),
        queryClient.invalidateQueries({ queryKey: myBookingsQueryKey }),
      ]),
  });
}
