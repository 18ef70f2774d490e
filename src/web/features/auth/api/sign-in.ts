import { useMutation } from '@tanstack/react-query';
import { callAuthClient } from './auth-request-error';
import type { SignInValues } from '@shared/schemas/auth';

/**
 * POST /api/auth/sign-in/email (better-auth). For an account with two-factor sign-in the right password
 * answers `{ twoFactorRedirect: true }` without a session: the code is asked for next (verify-two-factor.ts).
 */
export function signIn(input: SignInValues) {
  return callAuthClient((authClient) => authClient.signIn.email({ email: input.email, password: input.password }));
}

export const needsSecondFactor = (result: unknown) => (result as { twoFactorRedirect?: unknown } | null)?.twoFactorRedirect === true;

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
