import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingOption } from '@shared/schemas/passes';
import { api } from '@/lib/api-client';
import { bookingOptionQueryKey } from '@/lib/query-keys';

/** GET /api/sessions/{id}/booking-option — what a booking of the session by the caller would draw on. */
export function getBookingOption(sessionId: string) {
  return api.get<BookingOption>(`/api/sessions/${encodeURIComponent(sessionId)}/booking-option`);
}

export function bookingOptionQueryOptions(sessionId: string) {
  return queryOptions({ queryKey: bookingOptionQueryKey(sessionId), queryFn: () => getBookingOption(sessionId), staleTime: 30_000 });
}

/** `enabled` false until the line is on screen: a course page lists many sessions, most of them below the fold. */
export function useBookingOption(sessionId: string, enabled: boolean) {
  return useQuery({ ...bookingOptionQueryOptions(sessionId), enabled });
}
