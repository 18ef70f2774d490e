import { bodyLimit } from 'hono/body-limit';
import { errorBody, messages } from './errors';

/** The largest request body any route takes: the API's JSON bodies (no route takes file uploads). */
export const MAX_BODY_BYTES = 100 * 1024;

/**
 * Refuses a body over the limit with 413 before any route reads it: at once when Content-Length says so,
 * otherwise as soon as the bytes read pass it (a body within the limit is kept in memory for the route).
 * `Connection: close` makes Node close the socket after the answer instead of reading and discarding
 * the rest of a large upload to keep the connection alive.
 */
export const limitRequestBodies = () =>
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      c.header('Connection', 'close');
      return c.json(errorBody('PAYLOAD_TOO_LARGE', messages.payloadTooLarge), 413);
    },
  });
