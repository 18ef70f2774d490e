import { useMutation } from '@tanstack/react-query';
import { loadAuthClient } from '@/lib/load-auth-client';
import { unwrapAuthResult } from './auth-request-error';

/** POST /api/auth/request-password-reset (better-auth); the e-mailed link returns to /auth?token=… */
export async function requestPasswordReset(input: { email: string }) {
  const authClient = await loadAuthClient();
  return unwrapAuthResult(await authClient.requestPasswordReset({ email: input.email, redirectTo: '/auth' }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
