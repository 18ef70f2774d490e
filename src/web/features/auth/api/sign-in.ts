import { useMutation } from '@tanstack/react-query';
import { loadAuthClient } from '@/lib/load-auth-client';
import { unwrapAuthResult } from './auth-request-error';
import type { SignInValues } from '@shared/schemas/auth';

/** POST /api/auth/sign-in/email (better-auth). */
export async function signIn(input: SignInValues) {
  const authClient = await loadAuthClient();
  return unwrapAuthResult(await authClient.signIn.email({ email: input.email, password: input.password }));
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
