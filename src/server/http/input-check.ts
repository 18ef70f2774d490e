import { createMiddleware } from 'hono/factory';
import { AUTH_BASE_PATH } from '../auth/access';
import type { AppEnv } from './context';
import { ApiError, inputMessages, messages } from './errors';
import { ERROR_CODES } from '../../shared/error-codes';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
const NUL = '\u0000';

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes(NUL) || containsNul(item));
  }
  return false;
}

/**
 * Refuses, for every API route (ours and better-auth's), input that no handler may see: a JSON body that
 * does not parse or is not an object (400), a body of another type on better-auth's endpoints (415), and a
 * NUL character anywhere in the path (404: it names nothing), the query or a JSON string (400). PostgreSQL
 * cannot store NUL in text and fails the whole statement, so without this any field that reaches a query
 * turns into a 500.
 */
export function checkInput() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const url = new URL(c.req.url);
    if (/%00/.test(url.pathname) || c.req.path.includes(NUL)) throw new ApiError(404, ERROR_CODES.NOT_FOUND, messages.notFound);
    for (const value of url.searchParams.values()) {
      if (value.includes(NUL)) throw new ApiError(400, ERROR_CODES.INVALID_CHARACTERS, inputMessages.invalidCharacters);
    }
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const contentType = c.req.header('content-type');
    const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
    // better-auth would also read a form, and logs every body it cannot read, so its endpoints take
    // plain JSON only (or no body: sign-out has none).
    const isAuthRoute = c.req.path.startsWith(`${AUTH_BASE_PATH}/`);
    if (isAuthRoute && (contentType !== undefined || c.req.raw.body !== null) && mediaType !== 'application/json') {
      throw new ApiError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, inputMessages.unsupportedMediaType);
    }
    // Our routes declare their media types: a mismatch is a 415 from the route.
    if (!JSON_MEDIA_TYPE.test(mediaType)) return next();

    // better-auth reads the original request itself, so it gets a copy; for our routes the body is read
    // straight from Node's request (the Node adapter's fast path, no web Request built).
    const text = await (isAuthRoute ? c.req.raw.clone() : c.req.raw).text();
    let body: unknown;
    try {
      // A body declared as JSON but empty is malformed too (clients without a body send no content type).
      body = JSON.parse(text);
    } catch {
      throw new ApiError(400, ERROR_CODES.MALFORMED_JSON, inputMessages.malformedJson);
    }
    // Every route takes named fields; a bare value (null, a number, a list) would reach code that reads them.
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, ERROR_CODES.NOT_AN_OBJECT, inputMessages.notAnObject);
    if (containsNul(body)) throw new ApiError(400, ERROR_CODES.INVALID_CHARACTERS, inputMessages.invalidCharacters);
    // The routes' validators and the auth guard read the body from here: Hono's json() parses the cached
    // text (a cached parsed body it would turn back into text through a web Response first). Hono keeps
    // promises there, though its type says strings.
    c.req.bodyCache.text = Promise.resolve(text) as unknown as string;
    return next();
  });
}
