import { AUTH_MESSAGES } from '../../shared/auth-messages';
import type { z } from 'zod';
import { displayNameSchema, MAX_PASSWORD_LENGTH, newPasswordSchema, personNameSchema } from '../../shared/schemas/auth';
import { messages } from '../http/errors';
import { isCommonPassword } from './common-passwords';
import { AUTH_ERROR_CODES, type AuthErrorCode } from '../../shared/error-codes';

export type AuthBody = Record<string, unknown>;
export type FieldRefusal = { code: AuthErrorCode; message: string };

/**
 * The fields a route may set. better-auth would also take `image` (any URL, e.g. a tracking pixel) and
 * every additional user field; the app sets only these.
 */
const SETTABLE_FIELDS: Record<string, readonly string[]> = {
  '/sign-up/email': ['email', 'password', 'name', 'firstName', 'lastName'],
  '/update-user': ['name', 'firstName', 'lastName'],
  // Two-factor: only TOTP (no `method: 'otp'`), no issuer of the caller's choosing, and no "trust this
  // device" or session-less verification, so every sign-in of the account asks for a code.
  '/two-factor/enable': ['password'],
  '/two-factor/disable': ['password'],
  '/two-factor/generate-backup-codes': ['password'],
  '/two-factor/verify-totp': ['code'],
  '/two-factor/verify-backup-code': ['code'],
};

/** Where each route carries a new password. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/** The rules for every new password; also used by scripts/create-admin.ts. */
export function checkNewPassword(password: string): FieldRefusal | null {
  const result = newPasswordSchema.safeParse(password);
  if (!result.success) {
    return password.length <= MAX_PASSWORD_LENGTH
      ? { code: AUTH_ERROR_CODES.PASSWORD_TOO_SHORT, message: messages.passwordTooShort }
      : { code: AUTH_ERROR_CODES.PASSWORD_TOO_LONG, message: AUTH_MESSAGES.passwordTooLong };
  }
  if (isCommonPassword(password)) return { code: AUTH_ERROR_CODES.PASSWORD_TOO_COMMON, message: messages.commonPassword };
  return null;
}

function checkName(schema: z.ZodType<string>, value: unknown, typeMessage: string): FieldRefusal | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return { code: AUTH_ERROR_CODES.INVALID_NAME, message: issue.code === 'invalid_type' ? typeMessage : issue.message };
}

/** The same password and profile rules on every better-auth route that sets them; null when the body passes. */
export function checkAuthFields(endpoint: string, body: AuthBody): FieldRefusal | null {
  const settable = SETTABLE_FIELDS[endpoint];
  if (settable && Object.keys(body).some((key) => !settable.includes(key))) {
    return { code: AUTH_ERROR_CODES.FIELD_NOT_ALLOWED, message: messages.authFieldNotAllowed };
  }
  const passwordField = NEW_PASSWORD_FIELD[endpoint];
  const password = passwordField ? body[passwordField] : undefined;
  if (typeof password === 'string') {
    const refusal = checkNewPassword(password);
    if (refusal) return refusal;
  }
  if (settable) {
    for (const field of ['firstName', 'lastName'] as const) {
      const refusal = body[field] === undefined ? null : checkName(personNameSchema, body[field], AUTH_MESSAGES.nameTooLong);
      if (refusal) return refusal;
    }
    const refusal = body.name === undefined ? null : checkName(displayNameSchema, body.name, AUTH_MESSAGES.displayNameInvalid);
    if (refusal) return refusal;
  }
  return null;
}
