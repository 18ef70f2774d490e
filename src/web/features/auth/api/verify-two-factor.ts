import { useMutation } from '@tanstack/react-query';
import { loadAuthClient } from '@/lib/load-auth-client';
import { unwrapAuthResult } from './auth-request-error';

export type SecondFactor = 'totp' | 'recovery';

/**
 * The second step of a sign-in: POST /api/auth/two-factor/verify-totp with the app's code, or
 * /two-factor/verify-backup-code with a recovery code (each works once). better-auth finds the account by
 * the short-lived cookie the password step set, and then sets the session cookie.
 */
export async function verifyTwoFactor(input: { factor: SecondFactor; code: string }) {
  const authClient = await loadAuthClient();
  return unwrapAuthResult(
    input.factor === 'totp'
      ? await authClient.twoFactor.verifyTotp({ code: input.code })
      : await authClient.twoFactor.verifyBackupCode({ code: input.code }),
  );
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor });
}
