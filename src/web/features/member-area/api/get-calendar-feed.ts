import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeed } from '@shared/schemas/calendar';
import { api } from '@/lib/api-client';

export const calendarFeedQueryKey = ['me', 'calendar-feed'] as const;

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
