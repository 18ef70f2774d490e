import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { DeleteAccountValues } from '@shared/schemas/profile';
import type { MessageResponse } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { clearStoredCheckInCodes } from '@/lib/forget-check-in-codes';
import { meQueryKey } from '@/features/auth';
import { QUERY_ROOTS_KEPT_ON_SIGN_OUT } from '@shared/api-queries';

/** POST /api/me/delete — deletes the account with the password; the server also ends the session. */
export function deleteAccount(input: DeleteAccountValues) {
  return api.post<MessageResponse>('/api/me/delete', input);
}

/** Deletes the account, then goes to the home page signed out. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const deleted = useRef(false);
  // The user is forgotten once the member area is gone (this component unmounts with it): while it is still
  // shown, its guard would send a visitor without a user to /auth instead.
  useEffect(
    () => () => {
      if (!deleted.current) return;
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => !QUERY_ROOTS_KEPT_ON_SIGN_OUT.includes(String(query.queryKey[0])) });
    },
    [queryClient],
  );
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      deleted.current = true;
      // The check-in codes kept on this device went with the bookings.
      await clearStoredCheckInCodes().catch(() => {});
      await navigate('/', { replace: true });
    },
  });
}
