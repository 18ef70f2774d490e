import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckInRequest, CheckInResult } from '@shared/schemas/check-in';
import { api } from '@/lib/api-client';
import { trainerAreaQueryKey } from '@/lib/query-keys';

/**
 * POST /api/trainer/check-in — 200 checked in (or already); 404 'Code ungültig', 409 'Falscher Termin: …' or
 * outside the window, 429 too many scans.
 */
export function checkInByCode(input: CheckInRequest) {
  return api.post<CheckInResult>('/api/trainer/check-in', input);
}

export function useCheckInByCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInByCode,
    // The desk's counts and the participant list on screen show the check-in; other lists when next shown.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainerAreaQueryKey }),
  });
}
