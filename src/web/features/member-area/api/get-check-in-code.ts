import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckInCode } from '@shared/schemas/check-in';
import { api } from '@/lib/api-client';
import { myCheckInCodeQueryKey } from '@/lib/query-keys';

/** GET /api/me/bookings/{id}/check-in-code — the QR code of one of the caller's own bookings (404 for any other). */
export function getCheckInCode(bookingId: string) {
  return api.get<CheckInCode>(`/api/me/bookings/${encodeURIComponent(bookingId)}/check-in-code`);
}

export function checkInCodeQueryOptions(bookingId: string) {
  // A booking's code never changes: fetched when its dialog first opens, then kept.
  return queryOptions({ queryKey: myCheckInCodeQueryKey(bookingId), queryFn: () => getCheckInCode(bookingId), staleTime: Infinity });
}

export function useCheckInCode(bookingId: string, enabled: boolean) {
  return useQuery({ ...checkInCodeQueryOptions(bookingId), enabled });
}
