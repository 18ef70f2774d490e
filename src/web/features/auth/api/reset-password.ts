import { useMutation } from '@tanstack/react-query';
import { callAuthClient } from './auth-request-error';

/** POST /api/auth/reset-password (better-auth). */
export function resetPassword(input: { newPassword: string; token: string }) {
  return callAuthClient((authClient) => authClient.resetPassword({ newPassword: input.newPassword, token: input.token }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
