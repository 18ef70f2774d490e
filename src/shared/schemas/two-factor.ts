import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../constants';
import { TWO_FACTOR_MESSAGES } from '../two-factor-messages';

/*
 * The forms of two-factor sign-in (decision 33): the code of the sign-in's second step or of the set-up's
 * confirmation, a recovery code instead, and the password that set-up, new recovery codes and switching
 * off ask for. better-auth checks the codes themselves on the server.
 */

/** Six digits, as authenticator apps show them (often as "123 456"). */
export const totpCodeFormSchema = z.object({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeRequired)),
});
export type TotpCodeFormValues = z.input<typeof totpCodeFormSchema>;

/**
 * A recovery code as handed out ("abcde-23456": lower case, no look-alike characters); typed in capitals,
 * with spaces or without the hyphen it is still taken.
 */
export const recoveryCodeFormSchema = z.object({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.recoveryCodeRequired })
    .transform((value) => value.toLowerCase().replace(/\s+/g, ''))
    .transform((value) => (/^[a-z0-9]{10}$/.test(value) ? `${value.slice(0, 5)}-${value.slice(5)}` : value))
    .pipe(z.string().min(1, TWO_FACTOR_MESSAGES.recoveryCodeRequired).max(64, TWO_FACTOR_MESSAGES.recoveryCodeRequired)),
});
export type RecoveryCodeFormValues = z.input<typeof recoveryCodeFormSchema>;

export const twoFactorPasswordFormSchema = z.object({
  password: z
    .string({ error: TWO_FACTOR_MESSAGES.passwordRequired })
    .min(1, TWO_FACTOR_MESSAGES.passwordRequired)
    .max(MAX_PASSWORD_LENGTH, TWO_FACTOR_MESSAGES.passwordRequired),
});
export type TwoFactorPasswordFormValues = z.input<typeof twoFactorPasswordFormSchema>;
