import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadAuthClient } from '@/lib/load-auth-client';
import { unwrapAuthResult } from '@/features/auth/api/auth-request-error';
import { meQueryKey } from '@/features/auth/api/get-me';

/** POST /api/auth/two-factor/disable with the current password: secret and recovery codes are deleted. */
export async function disableTwoFactor(input: { password: string }) {
  const authClient = await loadAuthClient();
  return unwrapAuthResult(await authClient.twoFactor.disable({ password: input.password }));
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
