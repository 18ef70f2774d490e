import { useMutation } from '@tanstack/react-query';
import { callAuthClient } from '@/features/auth';

export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };

/**
 * POST /api/auth/two-factor/enable (better-auth; trainers and admins only) with the current password: a new
 * secret as an otpauth URI and ten recovery codes. It counts only once a first code confirms it
 * (confirm-two-factor.ts); until then sign-in stays as it was.
 */
export async function enableTwoFactor(input: { password: string }): Promise<TwoFactorSetup> {
  const result = await callAuthClient((authClient) => authClient.twoFactor.enable({ password: input.password }));
  // The server takes only TOTP (codes by e-mail are not offered), so the answer is always this one.
  return 'totpURI' in result ? { totpURI: result.totpURI, backupCodes: result.backupCodes } : { totpURI: '', backupCodes: [] };
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
