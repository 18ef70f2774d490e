import { useMutation } from '@tanstack/react-query';
import { callAuthClient } from './auth-request-error';
import type { SignUpValues } from '@shared/schemas/auth';

/**
 * POST /api/auth/sign-up/email (better-auth). The server declares the additional user
 * fields firstName and lastName and signs the new user in.
 */
export function signUp(input: SignUpValues) {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  return callAuthClient((authClient) =>
    authClient.signUp.email({
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
