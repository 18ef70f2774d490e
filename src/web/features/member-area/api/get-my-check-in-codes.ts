import { useEffect, useState } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyCheckInCodes } from '@shared/schemas/check-in';
import { meQueryKey, useMe } from '@/features/auth';
import { api } from '@/lib/api-client';
import { myCheckInCodesQueryKey } from '@/lib/query-keys';
import { refreshOfflinePage } from '@/lib/service-worker';
import { readStoredCheckInCodes, storeCheckInCodes, type StoredCheckInCodes } from '@/lib/stored-check-in-codes';

/** GET /api/me/check-in-codes — the codes of the caller's confirmed bookings of the coming days. */
export function getMyCheckInCodes() {
  return api.get<MyCheckInCodes>('/api/me/check-in-codes');
}

export function myCheckInCodesQueryOptions() {
  return queryOptions({
    queryKey: myCheckInCodesQueryKey,
    queryFn: getMyCheckInCodes,
    staleTime: 60_000,
    // Asked even when the browser believes it is offline, and not again: its failure is what tells the
    // codes page to show the codes kept on the device, and at the door that must not take long.
    networkMode: 'always',
    retry: false,
  });
}

/**
 * The member's codes from the server, kept on the device as they arrive (docs/decisions/0045); `onKept`
 * hears of each keeping. The member area keeps them fresh whenever it is open; the codes page shows them.
 */
export function useKeptCheckInCodes(onKept?: (kept: StoredCheckInCodes) => void) {
  const queryClient = useQueryClient();
  const me = useMe();
  const userId = me.data?.user.id ?? null;
  const fresh = useQuery(myCheckInCodesQueryOptions());

  useEffect(() => {
    if (!fresh.data) return;
    // The page came from the offline copy (no one signed in) while the network is back: ask who it is.
    if (!userId) {
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      return;
    }
    let active = true;
    storeCheckInCodes(userId, fresh.data.codes)
      .then((kept) => {
        if (active && kept) onKept?.(kept);
        // The offline page's own files change with a deploy: the worker copies them again.
        return refreshOfflinePage();
      })
      .catch(() => {
        // A device that cannot keep them (storage full, a private window) still shows them while online.
      });
    return () => {
      active = false;
    };
  }, [fresh.data, userId, queryClient, onKept]);

  return { fresh, userId };
}

/** What the device keeps; undefined while it is being read. */
export function useStoredCheckInCodes() {
  const [stored, setStored] = useState<StoredCheckInCodes | null>();
  useEffect(() => {
    let active = true;
    readStoredCheckInCodes()
      .catch(() => null)
      // Codes kept meanwhile are newer than what was read.
      .then((kept) => active && setStored((current) => (current === undefined ? kept : current)));
    return () => {
      active = false;
    };
  }, []);
  return [stored, setStored] as const;
}
