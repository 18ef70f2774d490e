import { useMutation } from '@tanstack/react-query';
import { loadAuthClient } from '@/lib/load-auth-client';
import { unwrapAuthResult } from '@/features/auth/api/auth-request-error';

/** POST /api/auth/revoke-other-sessions (better-auth): signs the member out everywhere but here. */
export async function revokeOtherSessions() {
  const authClient = await loadAuthClient();
  return unwrapAuthResult(await authClient.revokeOtherSessions());
}

export function useRevokeOtherSessions() {
  return useMutation({ mutationFn: revokeOtherSessions });
}
