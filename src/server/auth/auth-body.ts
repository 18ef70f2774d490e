import { inputMessages } from '../http/errors';
import type { AuthBody } from './auth-fields';

export type AuthBodyResult = { body: AuthBody } | { status: 400 | 415; code: string; message: string };

/**
 * Reads a better-auth request body the way the guard counts and checks it. (The input check in front of
 * every API route, http/input-check.ts, refuses the same bodies first, with the same answers.) Only JSON is taken: better-auth
 * would also read form bodies on sign-in and sign-up, and a check that reads only JSON would not see them.
 * An empty body passes (sign-out has none); better-auth then answers what is missing.
 */
export async function readAuthBody(request: Request): Promise<AuthBodyResult> {
  if (request.body === null) return { body: {} };
  const mediaType = request.headers.get('content-type')?.split(';')[0].trim().toLowerCase();
  if (mediaType !== 'application/json') return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: inputMessages.unsupportedMediaType };
  // A clone: better-auth reads the original afterwards.
  const text = await request.clone().text();
  if (text.trim() === '') return { body: {} };
  try {
    const value: unknown = JSON.parse(text);
    return { body: value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as AuthBody) : {} };
  } catch {
    return { status: 400, code: 'INVALID_JSON', message: inputMessages.malformedJson };
  }
}
