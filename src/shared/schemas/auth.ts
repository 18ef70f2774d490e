import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth-messages';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';

/*
 * The auth forms' schemas, and the field rules the server's auth guard applies to every better-auth route
 * that sets them (sign-up, reset, change of password, update-user). The forms show one message per form
 * rather than one per field, in a fixed order (a missing field first, then the password length): each
 * issue carries that message, and the form shows the first (src/web/lib/auth-errors.ts).
 */

export { MAX_PASSWORD_LENGTH };

// Control characters (NUL, line breaks, escapes) have no place in a name or phone number and would end
// up in mail headers, logs and exports.
export const noControlCharacters = (value: string) => !/\p{Cc}/u.test(value);

/** A first or last name. */
export const personNameSchema = z
  .string()
  .trim()
  .max(100, AUTH_MESSAGES.nameTooLong)
  .refine(noControlCharacters, AUTH_MESSAGES.nameInvalidCharacters);

/** better-auth's display name: "first last", or the e-mail address when both are empty (so up to 254). */
export const displayNameSchema = z.string().trim().max(254, AUTH_MESSAGES.displayNameInvalid).refine(noControlCharacters, AUTH_MESSAGES.displayNameInvalid);

/** A phone number as people write it: digits, spaces and + ( ) / - only. */
export const phoneSchema = z
  .string()
  .trim()
  .max(30, AUTH_MESSAGES.phoneInvalid)
  .regex(/^[0-9+()/\- ]*$/, AUTH_MESSAGES.phoneInvalid);

/** Every password that is set (sign-up, reset, change); the server also refuses the most common ones. */
export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooLong);

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
      .refine((value) => value.length === 0 || value.length >= MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
      .refine((value) => value.length <= MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooLong),
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
  newPassword: newPasswordSchema,
});
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
