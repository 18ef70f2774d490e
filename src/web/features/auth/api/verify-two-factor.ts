import { useMutation } from '@tanstack/react-query';
import { callAuthClient } from './auth-request-error';

export type SecondFactor = 'totp' | 'recovery';

/**
 * The second step of a sign-in: POST /api/auth/two-factor/verify-totp with the app's code, or
 * /two-factor/verify-backup-code with a recovery code (each works once). better-auth finds the account by
 * the short-lived cookie the password step set, and then sets the session cookie.
 */
export function verifyTwoFactor(input: { factor: SecondFactor; code: string }) {
  return callAuthClient((authClient) =>
    input.factor === 'totp' ? authClient.twoFactor.verifyTotp({ code: input.code }) : authClient.twoFactor.verifyBackupCode({ code: input.code }),
  );
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor });
}
