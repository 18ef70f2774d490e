import { useMutation } from '@tanstack/react-query';
import { loadAuthClient } from '@/lib/load-auth-client';
import { unwrapAuthResult } from '@/features/auth/api/auth-request-error';

/**
 * POST /api/auth/change-password (better-auth) with the current password; every other session of the
 * member ends, this one stays.
 */
export async function changePassword(input: { currentPassword: string; newPassword: string }) {
  const authClient = await loadAuthClient();
  return unwrapAuthResult(await authClient.changePassword({ ...input, revokeOtherSessions: true }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
