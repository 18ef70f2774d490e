import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeed } from '@shared/schemas/calendar';
import { api } from '@/lib/api-client';
import { calendarFeedQueryKey } from '@/lib/query-keys';

/** GET /api/me/calendar — the address of the member's private calendar feed (iCalendar subscription). */
export function getCalendarFeed() {
  return api.get<CalendarFeed>('/api/me/calendar');
}

export function calendarFeedQueryOptions() {
  return queryOptions({ queryKey: calendarFeedQueryKey, queryFn: getCalendarFeed, staleTime: Infinity });
}

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}
