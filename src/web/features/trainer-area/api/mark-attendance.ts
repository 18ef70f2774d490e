import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceResult, AttendanceStatus, TrainerSessionDetail } from '@shared/schemas/trainer-area';
import { api } from '@/lib/api-client';
import { trainerSessionQueryKey } from './get-trainer-session';
import { trainerAreaQueryKey } from '@/lib/query-keys';

type MarkAttendance = { bookingId: string; sessionId: string; status: AttendanceStatus };

/** POST /api/trainer/bookings/{id}/attendance — 409 outside the attendance window or for a cancelled booking. */
export function markAttendance({ bookingId, status }: MarkAttendance) {
  return api.post<AttendanceResult>(`/api/trainer/bookings/${encodeURIComponent(bookingId)}/attendance`, { status });
}

export function useMarkAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAttendance,
    onSuccess: (result, { sessionId }) => {
      // The list shows the mark at once; the other trainer lists refetch when next shown.
      queryClient.setQueryData<TrainerSessionDetail>(trainerSessionQueryKey(sessionId), (detail) =>
        detail && {
          ...detail,
          participants: detail.participants.map((p) => (p.bookingId === result.bookingId ? { ...p, status: result.status } : p)),
        },
      );
      void queryClient.invalidateQueries({ queryKey: trainerAreaQueryKey, refetchType: 'none' });
    },
  });
}
