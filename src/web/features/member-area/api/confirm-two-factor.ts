import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAuthClient } from '@/features/auth/api/auth-request-error';
import { meQueryKey } from '@/features/auth/api/get-me';

/**
 * POST /api/auth/two-factor/verify-totp while signed in: the first code from the app confirms the set-up,
 * and from then on every sign-in asks for a code. /api/me says so afterwards.
 */
export function confirmTwoFactor(input: { code: string }) {
  return callAuthClient((authClient) => authClient.twoFactor.verifyTotp({ code: input.code }));
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
