import { useMutation } from '@tanstack/react-query';
import { loadAuthClient } from '@/lib/load-auth-client';
import { unwrapAuthResult } from './auth-request-error';

/** POST /api/auth/reset-password (better-auth). */
export async function resetPassword(input: { newPassword: string; token: string }) {
  const authClient = await loadAuthClient();
  return unwrapAuthResult(await authClient.resetPassword({ newPassword: input.newPassword, token: input.token }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
