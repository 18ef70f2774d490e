import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error whose German message is safe to show to the user. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Nicht gefunden.') => new ApiError(404, 'NOT_FOUND', message);

export function errorBody(code: string, message: string, fields?: Record<string, string>) {
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
  tooManyRequests: 'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  commonPassword: 'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes Passwort.',
} as const;
