import { z } from '@hono/zod-openapi';

/** ?limit=N on public lists (home page teasers). */
export const LimitQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).optional() });

/*
 * Path parameters. Each carries the route's German not-found message: a value that fails its schema names
 * nothing, and defineRoute answers it with 404 and that message before the handler (or the database) sees it.
 */

/** `{id}` of a row keyed by a UUID. */
export const UuidParam = (notFoundMessage: string) => z.object({ id: z.uuid(notFoundMessage) });

/** `{slug}` of a published page or post. */
export const SlugParam = (maxLength: number, notFoundMessage: string) =>
  z.object({ slug: z.string().min(1, notFoundMessage).max(maxLength, notFoundMessage) });
