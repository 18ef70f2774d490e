import { createAuthClient } from 'better-auth/react';
import { inferAdditionalFields, twoFactorClient } from 'better-auth/client/plugins';

/**
 * better-auth client. The server mounts better-auth under /api/auth on the same origin,
 * so the session cookie is first-party and httpOnly. The current user and roles are read
 * from our own GET /api/me (see features/auth/api/get-me.ts), not from the auth client.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [
    inferAdditionalFields({
      user: {
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
      },
    }),
    // Typed calls of /two-factor/*; a sign-in that needs a code answers { twoFactorRedirect: true } and the
    // sign-in form asks for it in place (no redirect option set).
    twoFactorClient(),
  ],
});

export type AuthClient = typeof authClient;

export type AuthClientError = {
  code?: string;
  message?: string;
  status?: number;
  statusText?: string;
};
