import { useMutation } from '@tanstack/react-query';
import { loadAuthClient } from '@/lib/load-auth-client';
import { unwrapAuthResult } from '@/features/auth/api/auth-request-error';

/** POST /api/auth/two-factor/generate-backup-codes with the current password: ten new codes, the old ones stop working. */
export async function renewRecoveryCodes(input: { password: string }): Promise<string[]> {
  const authClient = await loadAuthClient();
  return unwrapAuthResult(await authClient.twoFactor.generateBackupCodes({ password: input.password })).backupCodes;
}

export function useRenewRecoveryCodes() {
  return useMutation({ mutationFn: renewRecoveryCodes });
}
