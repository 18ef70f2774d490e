import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import { AUTH_MESSAGES } from './auth-errors';

/*
 * The spec shows one message per form rather than one per field, in a fixed order:
 * a missing field first, then the password length. The schemas tag each issue with that
 * message; `firstFormError` picks the one to show.
 */

export const signInSchema = z.object({
  email: z.string().trim().min(1, AUTH_MESSAGES.fillAllFields),
  password: z.string().min(1, AUTH_MESSAGES.fillAllFields),
});
export type SignInValues = z.infer<typeof signInSchema>;

function signUpSchemaFor(namesRequired: boolean) {
  const required = AUTH_MESSAGES.fillRequiredFields;
  const name = namesRequired ? z.string().trim().min(1, required) : z.string().trim();
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
  email: z.string().trim().min(1, 'Bitte geben Sie Ihre E-Mail-Adresse ein.'),
});
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  newPassword: z.string().min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort),
});
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

const PRIORITY: string[] = [AUTH_MESSAGES.fillAllFields, AUTH_MESSAGES.fillRequiredFields, AUTH_MESSAGES.passwordTooShort];

/** The single message to show for a form's validation errors. */
export function firstFormError(errors: Partial<Record<string, { message?: string } | undefined>>): string | undefined {
  const messages = Object.values(errors)
    .map((error) => error?.message)
    .filter((message): message is string => !!message);
  if (messages.length === 0) return undefined;
  for (const message of PRIORITY) if (messages.includes(message)) return message;
  return messages[0];
}
