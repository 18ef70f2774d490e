/*
 * A rough but strict check that an error message a client reads is German: it uses common German words
 * (or umlauts) and none of the English words that libraries put into their messages (zod's 'Invalid
 * input: expected string, received undefined', better-auth's 'Invalid email or password', Hono's
 * 'Malformed JSON in request body', '404 Not Found').
 */
const ENGLISH =
  /\b(invalid|expected|received|required|must|should|not found|unauthori[sz]ed|forbidden|bad request|internal|error|failed|malformed|unsupported|payload|too (short|long|big|small)|password|user|already|exists|please|missing|undefined|null|string|number|object|array|boolean)\b/i;
const GERMAN =
  /[äöüÄÖÜß]|\b(der|die|das|den|dem|des|Sie|Ihre?[nrs]?|bitte|nicht|ist|sind|ein|eine[nr]?|wird|gibt|zu|mit|für|oder|und|kein|keine|diese[rsn]?|erwartet|erlaubt|ungültig\w*|zeichen|wert|feld|anfrage|termin|kurs|buchung|gefunden|fehler|passwort)\b/i;

export function isGerman(message: unknown): message is string {
  return typeof message === 'string' && message.trim() !== '' && GERMAN.test(message) && !ENGLISH.test(message);
}

/** Every message of an error answer: the main one and the per-field ones. */
export function errorMessagesOf(json: unknown): unknown[] {
  const error = (json as { error?: { message?: unknown; fields?: Record<string, unknown> } } | undefined)?.error;
  if (!error) return [(json as { message?: unknown } | undefined)?.message];
  return [error.message, ...Object.values(error.fields ?? {})];
}
