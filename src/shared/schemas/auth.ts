import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth-messages';
import { MIN_PASSWORD_LENGTH } from '../constants';

/*
 * The auth forms' schemas. better-auth checks e-mail and password on the server; the sign-up names are
 * checked by the auth guard with personNameSchema. The spec shows one message per form rather than one
 * per field, in a fixed order (a missing field first, then the password length): each issue carries that
 * message, and the form shows the first (src/web/lib/auth-errors.ts).
 */

/** A first or last name at sign-up (the server's auth guard checks the same). */
export const personNameSchema = z.string().trim().max(100, AUTH_MESSAGES.nameTooLong);

export const signInSchema = z.object({
  email: z.string().trim().min(1, AUTH_MESSAGES.fillAllFields),
  password: z.string().min(1, AUTH_MESSAGES.fillAllFields),
});
export type SignInValues = z.infer<typeof signInSchema>;

function signUpSchemaFor(namesRequired: boolean) {
  const required = AUTH_MESSAGES.fillRequiredFields;
  const name = namesRequired ? personNameSchema.min(1, required) : personNameSchema;
  return z.object({
    firstName: name,
    lastName: name,
    email: z.string().trim().min(1, required),
    password: z
      .string()
      .min(1, required)
      .refine((value) => value.length === 0 || value.length >= MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort),
  });
}

/** /auth: first and last name optional. */
export const signUpPageSchema = signUpSchemaFor(false);
/** Dialog: all four fields required. */
export const signUpDialogSchema = signUpSchemaFor(true);
export type SignUpValues = z.infer<typeof signUpPageSchema>;

export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, AUTH_MESSAGES.emailRequired),
});
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  newPassword: z.string().min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort),
});
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
