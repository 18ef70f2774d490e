import { useMutation } from '@tanstack/react-query';
import { callAuthClient } from '@/features/auth';

/** POST /api/auth/revoke-other-sessions (better-auth): signs the member out everywhere but here. */
export function revokeOtherSessions() {
  return callAuthClient((authClient) => authClient.revokeOtherSessions());
}

export function useRevokeOtherSessions() {
  return useMutation({ mutationFn: revokeOtherSessions });
}
