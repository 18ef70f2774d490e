import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { ApiError, inputMessages, messages } from './errors';

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
 * does not parse (400), and a NUL character anywhere in the path (404: it names nothing), the query or a
 * JSON string (400). PostgreSQL cannot store NUL in text and fails the whole statement, so without this
 * any field that reaches a query turns into a 500. An empty body is left to the route (sign-out has none).
 */
export function checkInput() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const url = new URL(c.req.url);
    if (/%00/.test(url.pathname) || c.req.path.includes(NUL)) throw new ApiError(404, 'NOT_FOUND', messages.notFound);
    for (const value of url.searchParams.values()) {
      if (value.includes(NUL)) throw new ApiError(400, 'INVALID_CHARACTERS', inputMessages.invalidCharacters);
    }
    const mediaType = c.req.header('content-type')?.split(';')[0]?.trim() ?? '';
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !JSON_MEDIA_TYPE.test(mediaType)) return next();

    // A copy: better-auth reads the original request itself.
    const text = await c.req.raw.clone().text();
    if (text.trim() === '') return next();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'MALFORMED_JSON', inputMessages.malformedJson);
    }
    if (containsNul(body)) throw new ApiError(400, 'INVALID_CHARACTERS', inputMessages.invalidCharacters);
    // The routes' validators read this parsed body instead of parsing the text again.
    c.req.bodyCache.json = Promise.resolve(body);
    return next();
  });
}
