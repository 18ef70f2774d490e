import { z } from 'zod';

/*
 * Response schemas carry their OpenAPI component name as zod metadata (`.meta({ id })`): plain zod, and a
 * schema nested in another (a session inside a booking) stays one named component in /api/openapi.json.
 */

/** The answer of an action that only confirms: a German sentence, safe to show as it is. */
export const messageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });
export type MessageResponse = z.infer<typeof messageSchema>;
