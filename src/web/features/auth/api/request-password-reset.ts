import { useMutation } from '@tanstack/react-query';
import { callAuthClient } from './auth-request-error';

/** POST /api/auth/request-password-reset (better-auth); the e-mailed link returns to /auth?token=… */
export function requestPasswordReset(input: { email: string }) {
  return callAuthClient((authClient) => authClient.requestPasswordReset({ email: input.email, redirectTo: '/auth' }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
