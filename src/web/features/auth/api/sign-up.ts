import { useMutation } from '@tanstack/react-query';
import { loadAuthClient } from '@/lib/load-auth-client';
import { unwrapAuthResult } from './auth-request-error';
import type { SignUpValues } from '@shared/schemas/auth';

/**
 * POST /api/auth/sign-up/email (better-auth). The server declares the additional user
 * fields firstName and lastName and signs the new user in.
 */
export async function signUp(input: SignUpValues) {
  const authClient = await loadAuthClient();
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  return unwrapAuthResult(
    await authClient.signUp.email({
      email: input.email,
      password: input.password,
      name: `${firstName} ${lastName}`.trim() || input.email,
      firstName,
      lastName,
    }),
  );
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
