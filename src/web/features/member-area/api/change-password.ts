import { useMutation } from '@tanstack/react-query';
import { callAuthClient } from '@/features/auth';

/**
 * POST /api/auth/change-password (better-auth) with the current password; every other session of the
 * member ends, this one stays.
 */
export function changePassword(input: { currentPassword: string; newPassword: string }) {
  return callAuthClient((authClient) => authClient.changePassword({ ...input, revokeOtherSessions: true }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
