import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAuthClient } from '@/features/auth/api/auth-request-error';
import { meQueryKey } from '@/features/auth/api/get-me';

/** POST /api/auth/two-factor/disable with the current password: secret and recovery codes are deleted. */
export function disableTwoFactor(input: { password: string }) {
  return callAuthClient((authClient) => authClient.twoFactor.disable({ password: input.password }));
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
