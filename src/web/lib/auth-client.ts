import { createAuthClient } from 'better-auth/react';
import { inferAdditionalFields } from 'better-auth/client/plugins';

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
  ],
});

export type AuthClientError = {
  code?: string;
  message?: string;
  status?: number;
  statusText?: string;
};
