import type { AuthClient, AuthClientError } from '@/lib/auth-client';
import { loadAuthClient } from '@/lib/load-auth-client';

/** A failed better-auth client call, thrown so TanStack mutations see it as an error. */
export class AuthRequestError extends Error implements AuthClientError {
  readonly code?: string;
  readonly status?: number;
  readonly statusText?: string;

  constructor(error: AuthClientError) {
    super(error.message || error.statusText || 'Auth request failed');
    this.name = 'AuthRequestError';
    this.code = error.code;
    this.status = error.status;
    this.statusText = error.statusText;
  }
}

/**
 * One better-auth client call: loads the client on first use, and turns the error half of its
 * `{ data, error }` answer into a thrown AuthRequestError.
 */
export async function callAuthClient<T>(call: (client: AuthClient) => Promise<{ data: T | null; error: AuthClientError | null }>): Promise<T> {
  const result = await call(await loadAuthClient());
  if (result.error) throw new AuthRequestError(result.error);
  return result.data as T;
}
