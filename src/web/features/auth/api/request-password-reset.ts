import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { unwrapAuthResult } from './auth-request-error';

/** POST /api/auth/request-password-reset (better-auth); the e-mailed link returns to /auth?token=… */
export async function requestPasswordReset(input: { email: string }) {
  return unwrapAuthResult(await authClient.requestPasswordReset({ email: input.email, redirectTo: '/auth' }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
