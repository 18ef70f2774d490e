import { z } from 'zod';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import type { JobHandler } from '../jobs/runner';
import type { Auth } from './auth';

export const PASSWORD_RESET_REQUEST_JOB = 'auth.password-reset-request';

/**
 * A reset request as it is accepted: a valid address and, if any, a path on this site to return to (the
 * job runs better-auth without a request, so better-auth's own origin check on redirectTo does not run).
 */
export const resetRequestSchema = z.object({
  email: z.email().max(254),
  redirectTo: z
    .string()
    .max(200)
    .regex(/^\/(?![/\\])[^\s]*$/)
    .optional(),
});

/**
 * A reset request takes one path whether or not the address belongs to an account: the request only
 * queues a job (one insert) and answers; looking the account up and mailing the link happen in the job.
 * So the answer's content and timing say nothing about which addresses are registered.
 */
export async function queuePasswordResetRequest(db: Db, request: z.infer<typeof resetRequestSchema>): Promise<void> {
  await db.insert(jobs).values({ type: PASSWORD_RESET_REQUEST_JOB, payload: { ...request }, maxAttempts: 3 });
}

export function passwordResetRequestJob(auth: () => Auth): { run: JobHandler } {
  return {
    async run(job) {
      const request = resetRequestSchema.parse(job.payload);
      await auth().api.requestPasswordReset({ body: { email: request.email, redirectTo: request.redirectTo } });
    },
  };
}
