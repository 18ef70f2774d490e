import { lazy } from 'react';

/*
 * What other features and the app may use of sign-in: the viewer, signing out, the auth client's error
 * handling, the route guard, and the sign-in dialog (loaded on first use, so a page that offers sign-in
 * does not carry the forms in its first load). Pages are reached through the route manifest.
 */
export { callAuthClient } from './api/auth-request-error';
export { hasRole, meQueryKey, useMe, useMeChangingMutation } from './api/get-me';
export { useRequestPasswordReset } from './api/request-password-reset';
export { useSignOut } from './api/sign-out';
export { RequireRole } from './components/require-role';
export const AuthDialog = lazy(() => import('./components/auth-dialog').then((module) => ({ default: module.AuthDialog })));
