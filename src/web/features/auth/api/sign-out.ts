import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { callAuthClient } from './auth-request-error';
import { meQueryKey } from './get-me';
import { authErrorMessage } from '@/lib/auth-errors';
import { QUERY_ROOTS_KEPT_ON_SIGN_OUT } from '@shared/api-queries';
import { clearStoredCheckInCodes } from '@/lib/forget-check-in-codes';

/** POST /api/auth/sign-out (better-auth). */
export function signOut() {
  return callAuthClient((authClient) => authClient.signOut());
}

/** Signs out, forgets the user's cached data and goes to /auth. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // The check-in codes kept on this device are the member's: gone with them (docs/decisions/0045).
      await clearStoredCheckInCodes().catch(() => {});
      // Clear the user first so /auth does not bounce a "still signed-in" visitor to /.
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => !QUERY_ROOTS_KEPT_ON_SIGN_OUT.includes(String(query.queryKey[0])) });
      await navigate('/auth');
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: (error) => {
      toast.error('Fehler', { description: authErrorMessage(error) });
    },
  });
}
