import { z } from 'zod';

/** GET /api/health: the process answers, and whether the database does; 'stopping' while it shuts down. */
export const healthSchema = z.object({ status: z.enum(['ok', 'error', 'stopping']), database: z.enum(['ok', 'error']) });
export type Health = z.infer<typeof healthSchema>;
