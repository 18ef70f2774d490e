import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { unwrapAuthResult } from './auth-request-error';

export type SignInInput = { email: string; password: string };

/** POST /api/auth/sign-in/email (better-auth). */
export async function signIn(input: SignInInput) {
  return unwrapAuthResult(await authClient.signIn.email({ email: input.email, password: input.password }));
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
