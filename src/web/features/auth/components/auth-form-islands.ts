import { deferredIsland } from '@/components/deferred-island';

/*
 * The forms of /auth as deferred islands that load when the visitor starts using the page: the page and
 * its fields come with the server's HTML, and the forms' code (react-hook-form) is not part of the first
 * load. A submission made before the code is there is held and made again once it is.
 */
export const SignInIsland = deferredIsland(() => import('./sign-in-form').then((module) => module.SignInForm), { loadOn: 'use' });
export const SignUpIsland = deferredIsland(() => import('./sign-up-form').then((module) => module.SignUpForm), { loadOn: 'use' });
export const ForgotPasswordIsland = deferredIsland(() => import('./forgot-password-form').then((module) => module.ForgotPasswordForm), { loadOn: 'use' });
export const ResetPasswordIsland = deferredIsland(() => import('./reset-password-form').then((module) => module.ResetPasswordForm), { loadOn: 'use' });
