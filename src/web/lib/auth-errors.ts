import { AUTH_MESSAGES } from '@shared/auth-messages';
import { PROFILE_MESSAGES } from '@shared/profile-messages';
import type { AuthClientError } from '@/lib/auth-client';
import type { AuthErrorCode } from '@shared/error-codes';

function rawMessage(error: AuthClientError | null | undefined) {
  return error?.message || error?.statusText || AUTH_MESSAGES.fallback;
}

/** Sign-in: wrong credentials get the fixed German message; anything else shows the server's (German) message. */
export function signInErrorMessage(error: AuthClientError | null | undefined): string {
  if (error?.code === ('INVALID_EMAIL_OR_PASSWORD' satisfies AuthErrorCode) || error?.message === 'Invalid email or password') {
    return AUTH_MESSAGES.invalidCredentials;
  }
  return rawMessage(error);
}

/** Sign-up: an address already registered gets the fixed German message. */
export function signUpErrorMessage(error: AuthClientError | null | undefined): string {
  const code = error?.code ?? '';
  if (
    code === ('USER_ALREADY_EXISTS' satisfies AuthErrorCode) ||
    code === ('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' satisfies AuthErrorCode) ||
    /already/i.test(error?.message ?? '')
  ) {
    return AUTH_MESSAGES.alreadyRegistered;
  }
  if (code === ('PASSWORD_TOO_SHORT' satisfies AuthErrorCode)) return AUTH_MESSAGES.passwordTooShort;
  return rawMessage(error);
}

/** Any other auth call (password reset etc.). */
export function authErrorMessage(error: AuthClientError | null | undefined): string {
  if (error?.code === ('PASSWORD_TOO_SHORT' satisfies AuthErrorCode)) return AUTH_MESSAGES.passwordTooShort;
  if (error?.code === ('INVALID_TOKEN' satisfies AuthErrorCode)) return AUTH_MESSAGES.invalidResetLink;
  return rawMessage(error);
}

/** Change of password on the profile page: a wrong current password says which one. */
export function changePasswordErrorMessage(error: AuthClientError | null | undefined): string {
  if (error?.code === ('INVALID_PASSWORD' satisfies AuthErrorCode)) return PROFILE_MESSAGES.wrongCurrentPassword;
  if (error?.code === ('PASSWORD_TOO_SHORT' satisfies AuthErrorCode)) return PROFILE_MESSAGES.newPasswordTooShort;
  return rawMessage(error);
}

const PRIORITY: string[] = [AUTH_MESSAGES.fillAllFields, AUTH_MESSAGES.fillRequiredFields, AUTH_MESSAGES.passwordTooShort];

/** The single message to show for a form's validation errors. */
export function firstFormError(errors: object): string | undefined {
  const messages = Object.values(errors as Record<string, { message?: unknown } | undefined>)
    .map((error) => error?.message)
    .filter((message): message is string => typeof message === 'string' && message !== '');
  if (messages.length === 0) return undefined;
  for (const message of PRIORITY) if (messages.includes(message)) return message;
  return messages[0];
}
