import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS } from '@shared/api-queries';
import type { GenerateSessionsInput, GenerateSessionsResponse } from '@shared/schemas/schedules';
import { api } from '@/lib/api-client';
import { adminQueryKey } from '@/lib/query-keys';

/** POST /api/admin/sessions/generate — from the current Monday; clashing occurrences come back by name. */
export function generateSessions(input: GenerateSessionsInput) {
  return api.post<GenerateSessionsResponse>('/api/admin/sessions/generate', input);
}

export function useGenerateSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateSessions,
    // New sessions show in the timetable, the admin's session list and the dashboard counters.
    onSuccess: () => Promise.all([QUERY_ROOTS.sessions, adminQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
