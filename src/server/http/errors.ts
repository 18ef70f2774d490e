import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import { ERROR_CODES, type ErrorCode } from '../../shared/error-codes';

/** An error whose German message is safe to show to the user. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Nicht gefunden.') => new ApiError(404, ERROR_CODES.NOT_FOUND, message);

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>) {
  return { error: fields ? { code, message, fields } : { code, message } };
}

export function sendError(c: Context, error: ApiError) {
  return c.json(errorBody(error.code, error.message, error.fields), error.status);
}

export const messages = {
  unauthenticated: 'Bitte melden Sie sich an.',
  forbidden: 'Sie haben keine Berechtigung für diesen Bereich.',
  validation: 'Bitte überprüfen Sie Ihre Eingaben.',
  internal: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  notFound: 'Die angeforderte Ressource wurde nicht gefunden.',
  rateLimited: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  payloadTooLarge: 'Die gesendeten Daten sind zu groß.',
  crossSite: 'Diese Anfrage wurde abgelehnt, weil sie nicht von dieser Website stammt.',
  tooManyRequests: 'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  commonPassword: 'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes Passwort.',
  passwordTooShort: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
  authFieldNotAllowed: 'Dieses Feld kann hier nicht gesetzt werden.',
} as const;

/** The answers to requests no route could read; each in its own constant so every 4xx stays German. */
export const inputMessages = {
  malformedJson: 'Die Anfrage enthält kein gültiges JSON.',
  notAnObject: 'Die Anfrage muss ein JSON-Objekt mit den Angaben enthalten.',
  unsupportedMediaType: 'Dieses Datenformat wird nicht unterstützt. Bitte senden Sie JSON (application/json).',
  invalidCharacters: 'Die Anfrage enthält unzulässige Zeichen.',
  methodNotAllowed: 'Diese Aktion ist hier nicht möglich.',
  badRequest: 'Die Anfrage ist ungültig.',
} as const;

const byStatus: Partial<Record<number, [code: ErrorCode, message: string]>> = {
  400: [ERROR_CODES.BAD_REQUEST, inputMessages.badRequest],
  401: [ERROR_CODES.UNAUTHENTICATED, messages.unauthenticated],
  403: [ERROR_CODES.FORBIDDEN, messages.forbidden],
  404: [ERROR_CODES.NOT_FOUND, messages.notFound],
  405: [ERROR_CODES.METHOD_NOT_ALLOWED, inputMessages.methodNotAllowed],
  413: [ERROR_CODES.PAYLOAD_TOO_LARGE, messages.payloadTooLarge],
  415: [ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, inputMessages.unsupportedMediaType],
  429: [ERROR_CODES.RATE_LIMITED, messages.rateLimited],
};

/** The German code and message for a client error status (any other 4xx reads as a bad request). */
export function clientErrorFor(status: number): [code: ErrorCode, message: string] {
  return byStatus[status] ?? byStatus[400]!;
}

/**
 * The one mapping from a thrown error to the answer a client reads. Our own ApiError as it is; a client
 * error thrown by Hono or a middleware (HTTPException: malformed JSON, a wrong content type, a body too
 * large) gets its status and the German text for it, never its English message. Anything else is ours
 * to fix: undefined here, so the caller logs it and answers a generic 500.
 */
export function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPException && error.status >= 400 && error.status < 500) {
    // Hono's JSON validator throws 400 'Malformed JSON in request body' for a body that does not parse.
    if (error.status === 400 && /JSON/i.test(error.message)) return new ApiError(400, ERROR_CODES.MALFORMED_JSON, inputMessages.malformedJson);
    const [code, message] = clientErrorFor(error.status);
    return new ApiError(error.status, code, message);
  }
  return undefined;
}
