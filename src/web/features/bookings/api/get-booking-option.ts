import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingOption } from '@shared/schemas/passes';
import { api } from '@/lib/api-client';
import { bookingOptionQueryKey } from '@/lib/query-keys';

/** GET /api/sessions/{id}/booking-option — what a booking of the session by the caller (or for a family member) would draw on. */
export function getBookingOption(sessionId: string, familyMemberId: string | null) {
  return api.get<BookingOption>(`/api/sessions/${encodeURIComponent(sessionId)}/booking-option`, familyMemberId ? { params: { familyMemberId } } : undefined);
}

export function bookingOptionQueryOptions(sessionId: string, familyMemberId: string | null = null) {
  return queryOptions({ queryKey: bookingOptionQueryKey(sessionId, familyMemberId), queryFn: () => getBookingOption(sessionId, familyMemberId), staleTime: 30_000 });
}

/** `enabled` false until the line is on screen: a course page lists many sessions, most of them below the fold. */
export function useBookingOption(sessionId: string, familyMemberId: string | null, enabled: boolean) {
  return useQuery({ ...bookingOptionQueryOptions(sessionId, familyMemberId), enabled });
}
