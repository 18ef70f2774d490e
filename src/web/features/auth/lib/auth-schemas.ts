import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import { AUTH_MESSAGES } from './auth-errors';

/*
 * Loaded when a form is first validated (on submit, see lazy-resolver.ts), so that zod stays out of
 * the first load of /auth. The spec shows one message per form rather than one per field, in a fixed order:
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

export const resolvers = {
  signIn: zodResolver(signInSchema),
  signUpPage: zodResolver(signUpPageSchema),
  signUpDialog: zodResolver(signUpDialogSchema),
  forgotPassword: zodResolver(forgotPasswordSchema),
  resetPassword: zodResolver(resetPasswordSchema),
};
