import { useMutation } from '@tanstack/react-query';
import { loadAuthClient } from '@/lib/load-auth-client';
import { unwrapAuthResult } from './auth-request-error';

export type SignInInput = { email: string; password: string };

/** POST /api/auth/sign-in/email (better-auth). */
export async function signIn(input: SignInInput) {
  const authClient = await loadAuthClient();
  return unwrapAuthResult(await authClient.signIn.email({ email: input.email, password: input.password }));
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
