import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQueries } from '@shared/api-queries';
import type { UpdateTrainerProfileInput } from '@shared/schemas/trainer-area';
import type { TrainerProfile } from '@shared/schemas/trainers';
import { api } from '@/lib/api-client';
import { trainerProfileQueryKey } from '@/lib/query-keys';

/** PUT /api/trainer/profile → the saved profile; 400 with error.fields, 404 when no trainer record is linked. */
export function updateTrainerProfile(body: UpdateTrainerProfileInput) {
  return api.put<TrainerProfile>('/api/trainer/profile', body);
}

export function useUpdateTrainerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrainerProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(trainerProfileQueryKey, saved);
      // The public trainer lists (/trainer, the home page, the timetable filter) show the new name and biography.
      void queryClient.invalidateQueries({ queryKey: apiQueries.trainers().queryKey.slice(0, 1) });
    },
  });
}
