import { lazy } from 'react';

/*
 * The auth feature's public face for the app and other features (its api/ files aside). The dialog is
 * loaded on first use, so a page that offers sign-in does not carry the forms in its first load.
 */
export const AuthDialog = lazy(() => import('./components/auth-dialog').then((module) => ({ default: module.AuthDialog })));
