import type { AuthClientError } from '@/lib/auth-client';

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

/** better-auth answers `{ data, error }`; turn the error half into a thrown AuthRequestError. */
export function unwrapAuthResult<T>(result: { data: T | null; error: AuthClientError | null }): T {
  if (result.error) throw new AuthRequestError(result.error);
  return result.data as T;
}
