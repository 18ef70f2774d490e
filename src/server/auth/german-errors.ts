import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AUTH_MESSAGES } from '../../shared/auth-messages';
import { TWO_FACTOR_MESSAGES } from '../../shared/two-factor-messages';
import { MIN_PASSWORD_LENGTH } from '../../shared/constants';
import type { AppEnv } from '../http/context';
import { clientErrorFor, inputMessages, messages } from '../http/errors';
import { ERROR_CODES } from '../../shared/error-codes';

const notPossible = 'Diese Aktion ist nicht möglich.';
const crossSite = 'Die Anfrage kam nicht von dieser Website und wurde abgelehnt.';
const badRedirect = 'Die Weiterleitungsadresse ist ungültig.';
const tryLater = 'Bitte versuchen Sie es später erneut.';

/**
 * better-auth's error codes (BASE_ERROR_CODES of @better-auth/core, and better-call's BAD_REQUEST) with
 * the German text a visitor reads; the product's fixed sign-in texts where it has one. The codes stay
 * as they are: the browser's auth forms decide by code.
 */
export const AUTH_ERROR_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.invalidCredentials,
  USER_ALREADY_EXISTS: AUTH_MESSAGES.alreadyRegistered,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: AUTH_MESSAGES.alreadyRegistered,
  INVALID_TOKEN: AUTH_MESSAGES.invalidResetLink,
  TOKEN_EXPIRED: AUTH_MESSAGES.invalidResetLink,
  INVALID_EMAIL: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  INVALID_PASSWORD: 'Das Passwort ist nicht korrekt.',
  PASSWORD_TOO_SHORT: `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`,
  PASSWORD_TOO_LONG: 'Das Passwort darf höchstens 128 Zeichen lang sein.',
  PASSWORD_ALREADY_SET: 'Für dieses Konto ist bereits ein Passwort gesetzt.',
  USER_ALREADY_HAS_PASSWORD: 'Bitte geben Sie Ihr Passwort an, um das Konto zu löschen.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Für dieses Konto ist kein Passwort hinterlegt.',
  USER_NOT_FOUND: 'Das Benutzerkonto wurde nicht gefunden.',
  ACCOUNT_NOT_FOUND: 'Das Benutzerkonto wurde nicht gefunden.',
  USER_EMAIL_NOT_FOUND: 'Das Benutzerkonto wurde nicht gefunden.',
  INVALID_USER: 'Das Benutzerkonto ist ungültig.',
  EMAIL_NOT_VERIFIED: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
  EMAIL_ALREADY_VERIFIED: 'Ihre E-Mail-Adresse ist bereits bestätigt.',
  EMAIL_MISMATCH: 'Die E-Mail-Adresse stimmt nicht überein.',
  VERIFICATION_EMAIL_NOT_ENABLED: notPossible,
  EMAIL_CAN_NOT_BE_UPDATED: 'Die E-Mail-Adresse kann nicht geändert werden.',
  CHANGE_EMAIL_DISABLED: 'Die E-Mail-Adresse kann nicht geändert werden.',
  SESSION_EXPIRED: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  SESSION_NOT_FRESH: 'Bitte melden Sie sich für diese Aktion erneut an.',
  FAILED_TO_GET_SESSION: 'Ihre Sitzung konnte nicht geladen werden. Bitte melden Sie sich erneut an.',
  FAILED_TO_CREATE_SESSION: `Die Anmeldung ist fehlgeschlagen. ${tryLater}`,
  FAILED_TO_CREATE_USER: `Das Konto konnte nicht angelegt werden. ${tryLater}`,
  FAILED_TO_UPDATE_USER: `Ihre Angaben konnten nicht gespeichert werden. ${tryLater}`,
  FAILED_TO_CREATE_VERIFICATION: `Der Link konnte nicht erstellt werden. ${tryLater}`,
  FIELD_NOT_ALLOWED: 'Dieses Feld kann nicht geändert werden.',
  VALIDATION_ERROR: messages.validation,
  MISSING_FIELD: messages.validation,
  BODY_MUST_BE_AN_OBJECT: messages.validation,
  ASYNC_VALIDATION_NOT_SUPPORTED: messages.validation,
  BAD_REQUEST: inputMessages.badRequest,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: crossSite,
  INVALID_ORIGIN: crossSite,
  MISSING_OR_NULL_ORIGIN: crossSite,
  INVALID_CALLBACK_URL: badRedirect,
  INVALID_REDIRECT_URL: badRedirect,
  INVALID_ERROR_CALLBACK_URL: badRedirect,
  INVALID_NEW_USER_CALLBACK_URL: badRedirect,
  CALLBACK_URL_REQUIRED: badRedirect,
  // Sign-in with other providers is not offered.
  SOCIAL_ACCOUNT_ALREADY_LINKED: notPossible,
  LINKED_ACCOUNT_ALREADY_EXISTS: notPossible,
  PROVIDER_NOT_FOUND: notPossible,
  ID_TOKEN_NOT_SUPPORTED: notPossible,
  FAILED_TO_GET_USER_INFO: notPossible,
  FAILED_TO_UNLINK_LAST_ACCOUNT: notPossible,
  METHOD_NOT_ALLOWED_DEFER_SESSION_REQUIRED: inputMessages.methodNotAllowed,
  // The twoFactor plugin (TWO_FACTOR_ERROR_CODES). Codes by e-mail or SMS are not offered.
  INVALID_CODE: TWO_FACTOR_MESSAGES.invalidCode,
  INVALID_BACKUP_CODE: TWO_FACTOR_MESSAGES.invalidRecoveryCode,
  INVALID_TWO_FACTOR_COOKIE: TWO_FACTOR_MESSAGES.challengeExpired,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: TWO_FACTOR_MESSAGES.tooManyCodes,
  ACCOUNT_TEMPORARILY_LOCKED: messages.rateLimited,
  TOTP_ALREADY_ENABLED: TWO_FACTOR_MESSAGES.alreadyEnabled,
  TOTP_NOT_ENABLED: TWO_FACTOR_MESSAGES.notEnabled,
  TWO_FACTOR_NOT_ENABLED: TWO_FACTOR_MESSAGES.notEnabled,
  BACKUP_CODES_NOT_ENABLED: TWO_FACTOR_MESSAGES.notEnabled,
  OTP_NOT_ENABLED: TWO_FACTOR_MESSAGES.notOffered,
  OTP_NOT_CONFIGURED: TWO_FACTOR_MESSAGES.notOffered,
  OTP_HAS_EXPIRED: TWO_FACTOR_MESSAGES.notOffered,
  TOTP_NOT_CONFIGURED: TWO_FACTOR_MESSAGES.notOffered,
};

/** The one sentence better-auth answers a success with (a reset requested): German too. */
const SUCCESS_MESSAGES: Record<string, string> = {
  'If this email exists in our system, check your email for the reset link':
    'Wenn es ein Konto mit dieser E-Mail-Adresse gibt, haben wir einen Link zum Zurücksetzen des Passworts dorthin geschickt.',
};

type ErrorJson = { code?: unknown; message?: unknown; error?: { code?: unknown; message?: unknown } };

/** The code and German message of an error answer on /api/auth/*, whoever wrote it. */
export function germanAuthError(status: number, body: ErrorJson | null): { code: string; message: string } {
  // Our own answers (the auth guard, the input check, the error mapper) are German already.
  if (body?.error && typeof body.error.code === 'string' && typeof body.error.message === 'string') {
    return { code: body.error.code, message: body.error.message };
  }
  const code = typeof body?.code === 'string' ? body.code : undefined;
  if (code && AUTH_ERROR_MESSAGES[code]) return { code, message: AUTH_ERROR_MESSAGES[code] };
  if (status >= 500) return { code: ERROR_CODES.INTERNAL, message: messages.internal };
  const [fallbackCode, message] = clientErrorFor(status);
  return { code: code ?? fallbackCode, message };
}

async function translateSuccessMessage(c: Context<AppEnv>) {
  if (!c.res.headers.get('content-type')?.includes('json')) return;
  const body = (await c.res
    .clone()
    .json()
    .catch(() => null)) as { message?: unknown } | null;
  const german = typeof body?.message === 'string' ? SUCCESS_MESSAGES[body.message] : undefined;
  if (!german) return;
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  const status = c.res.status;
  c.res = undefined;
  c.res = new Response(JSON.stringify({ ...body, message: german }), { status, headers });
}

/**
 * Wraps the answers of better-auth's endpoints: an error is given German text, in the shape better-auth's
 * browser client reads ({ code, message }) and in the app's one error shape ({ error: { code, message } });
 * a success that carries an English sentence gets the German one.
 */
export function germanAuthErrors() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const res = c.res;
    if (res.status < 400) {
      if (c.req.method === 'POST') await translateSuccessMessage(c);
      return;
    }
    const body = (await res
      .clone()
      .json()
      .catch(() => null)) as ErrorJson | null;
    const { code, message } = germanAuthError(res.status, body);
    const headers = new Headers(res.headers);
    headers.set('content-type', 'application/json; charset=UTF-8');
    headers.delete('content-length');
    c.res = undefined;
    c.res = new Response(JSON.stringify({ code, message, error: { code, message } }), { status: res.status, headers });
  });
}
