import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { joinLiveSpots } from './live-spots-stream';

/**
 * Free spots change on screen when anyone books or cancels, while this page is shown: the page joins the
 * tab's live stream (one for all such pages, see live-spots-stream.ts).
 */
export function useLiveSpots(enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => (enabled ? joinLiveSpots(queryClient) : undefined), [enabled, queryClient]);
}
