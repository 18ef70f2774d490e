import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '@shared/schemas/profile';
import type { CurrentUser } from '@shared/schemas/users';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/features/auth';

/** PATCH /api/me/profile — name, phone, birth date, address; answers the signed-in user as GET /api/me does. */
export function updateProfile(input: UpdateProfileInput) {
  return api.patch<CurrentUser>('/api/me/profile', input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The header and the greeting read the name from the `me` query.
    onSuccess: async (me) => {
      queryClient.setQueryData(meQueryKey, me);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
