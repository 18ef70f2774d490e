import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQueries } from '@shared/api-queries';
import type { AdminSettingsResponse, SettingsInput } from '@shared/schemas/settings';
import { api } from '@/lib/api-client';
import { adminSettingsQueryKey } from '@/lib/query-keys';

/** PUT /api/admin/settings */
export function updateSettings(input: SettingsInput) {
  return api.put<AdminSettingsResponse>('/api/admin/settings', input);
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (data) => {
      queryClient.setQueryData(adminSettingsQueryKey, data);
      // The admin header, page titles and the public chrome read the public settings.
      return queryClient.invalidateQueries({ queryKey: apiQueries.settings().queryKey });
    },
  });
}
