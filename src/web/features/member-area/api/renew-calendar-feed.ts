import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed } from '@shared/schemas/calendar';
import { api } from '@/lib/api-client';
import { calendarFeedQueryKey } from '@/lib/query-keys';

/** POST /api/me/calendar/renew — a new feed address; the old one stops working. */
export function renewCalendarFeed() {
  return api.post<CalendarFeed>('/api/me/calendar/renew');
}

export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCalendarFeed,
    onSuccess: (data) => queryClient.setQueryData(calendarFeedQueryKey, data),
  });
}
