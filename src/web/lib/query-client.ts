import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { apiQueries } from '@shared/api-queries';
import { ApiError } from './api-client';
import type { ErrorCode } from '@shared/error-codes';

export function createQueryClient() {
  // A 401 from any API call means the session has ended (expired or signed out elsewhere):
  // refetch the current user, so guarded areas send the visitor to /auth. A 403 asking for two-factor
  // set-up (made compulsory for admins while this admin was working) does the same, and the admin area
  // then sends them to set it up.
  const onError = (error: unknown) => {
    if (error instanceof ApiError && (error.status === 401 || error.code === ('TWO_FACTOR_SETUP_REQUIRED' satisfies ErrorCode))) {
      void client.invalidateQueries({ queryKey: apiQueries.me().queryKey });
    }
  };

  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; only network and server errors are retried.
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
