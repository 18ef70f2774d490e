import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainerSessionDetail } from '@shared/schemas/trainer-area';
import { api } from '@/lib/api-client';
import { trainerAreaQueryKey } from '@/lib/query-keys';

export const trainerSessionQueryKey = (sessionId: string) => [...trainerAreaQueryKey, 'session', sessionId] as const;

/** GET /api/trainer/sessions/{id} — one of the caller's sessions with its participants and waiting list (404 for any other). */
export function getTrainerSession(sessionId: string) {
  return api.get<TrainerSessionDetail>(`/api/trainer/sessions/${encodeURIComponent(sessionId)}`);
}

export function trainerSessionQueryOptions(sessionId: string) {
  return queryOptions({ queryKey: trainerSessionQueryKey(sessionId), queryFn: () => getTrainerSession(sessionId), staleTime: 10_000 });
}

export function useTrainerSession(sessionId: string) {
  return useQuery(trainerSessionQueryOptions(sessionId));
}
