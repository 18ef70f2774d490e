import { useMutation } from '@tanstack/react-query';
import { callAuthClient } from '@/features/auth';

/** POST /api/auth/two-factor/generate-backup-codes with the current password: ten new codes, the old ones stop working. */
export async function renewRecoveryCodes(input: { password: string }): Promise<string[]> {
  const result = await callAuthClient((authClient) => authClient.twoFactor.generateBackupCodes({ password: input.password }));
  return result.backupCodes;
}

export function useRenewRecoveryCodes() {
  return useMutation({ mutationFn: renewRecoveryCodes });
}
