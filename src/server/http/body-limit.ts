import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { MAX_UPLOAD_BYTES, MEDIA_MESSAGES } from '../../shared/schemas/media';
import { errorBody, messages } from './errors';
import { ERROR_CODES } from '../../shared/error-codes';

/** The largest request body the JSON routes take. */
export const MAX_BODY_BYTES = 100 * 1024;

/** The one route that takes files: the media library's upload. */
export const UPLOAD_PATH = '/api/admin/media';
/** A 10 MB image plus room for the multipart envelope and the text fields. */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

/**
 * Refuses a body over the limit with 413 before any route reads it: at once when Content-Length says so,
 * otherwise as soon as the bytes read pass it (a body within the limit is kept in memory for the route).
 * `Connection: close` makes Node close the socket after the answer instead of reading and discarding
 * the rest of a large upload to keep the connection alive.
 */
export const limitRequestBodies = (): MiddlewareHandler => {
  const limit = (maxSize: number, message: string) =>
    bodyLimit({
      maxSize,
      onError: (c) => {
        c.header('Connection', 'close');
        return c.json(errorBody(ERROR_CODES.PAYLOAD_TOO_LARGE, message), 413);
      },
    });
  const json = limit(MAX_BODY_BYTES, messages.payloadTooLarge);
  const upload = limit(MAX_UPLOAD_BODY_BYTES, MEDIA_MESSAGES.tooLarge);
  return (c, next) => {
    if (c.req.method === 'POST' && c.req.path === UPLOAD_PATH) return upload(c, next);
    // A body with a Content-Length (what browsers send) is judged by the header alone: Node never reads
    // past it. Hono's check would look at the body first, and that makes the Node adapter build a whole
    // web Request for every call, a sixth of the work of a small API call.
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number(length) > MAX_BODY_BYTES ? json(c, next) : next();
    }
    return json(c, next);
  };
};
