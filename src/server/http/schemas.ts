import { z } from '@hono/zod-openapi';

/** ?limit=N on public lists (home page teasers). */
export const LimitQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).optional() });

export const UuidParam = (message: string) => z.object({ id: z.string().uuid(message) });
