/*
 * What other features and the app may use of sign-in: the viewer, signing out, the auth client's error
 * handling, and the route guard. Pages are reached through the route manifest, never from here.
 */
export { callAuthClient } from './api/auth-request-error';
export { hasRole, meQueryKey, useMe, useMeChangingMutation } from './api/get-me';
export { useRequestPasswordReset } from './api/request-password-reset';
export { useSignOut } from './api/sign-out';
export { RequireRole } from './components/require-role';
