import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { jobs, pushSubscriptions } from '../db/schema';
import type { JobHandler } from '../jobs/runner';
import { RefusedEndpointError, safeRequest } from './safe-request';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };
export type PushMessage = { title: string; body: string; url: string };

export const PUSH_JOB = 'push.send';

/** VAPID keys from the environment, or a pair generated once and kept in the data folder. */
export function loadVapidKeys(env: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT: string; DATA_DIR: string }): VapidKeys {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT };
  }
  const file = path.join(env.DATA_DIR, 'vapid.json');
  if (!existsSync(file)) writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
  const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { ...keys, subject: env.VAPID_SUBJECT };
}

/** Queues one push job per browser the user allowed; sent by the job runner with retries. */
export async function enqueuePush(tx: Tx, userId: string, message: PushMessage) {
  const subscriptions = await tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  if (subscriptions.length === 0) return 0;
  await tx.insert(jobs).values(subscriptions.map((s) => ({ type: PUSH_JOB, payload: { subscriptionId: s.id, ...message }, maxAttempts: 5 })));
  return subscriptions.length;
}

/**
 * Sends one encrypted Web Push message (RFC 8291/8292 via web-push) through safeRequest, which only
 * reaches public https addresses. A subscription the push service reports as gone (404/410), or whose
 * endpoint is not a public address (stored before that was checked, or re-pointed in DNS), is deleted
 * instead of retried.
 */
export function pushJobHandler(db: Db, vapid: VapidKeys): { run: JobHandler } {
  return {
    async run(job) {
      const { subscriptionId, title, body, url } = job.payload as { subscriptionId: string } & PushMessage;
      const [subscription] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
      if (!subscription) return;
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify({ title, body, url }),
        { vapidDetails: vapid, TTL: 6 * 3600, contentEncoding: 'aes128gcm' },
      );
      let status: number;
      try {
        status = await safeRequest(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ?? undefined,
          timeoutMs: 15_000,
        });
      } catch (error) {
        if (!(error instanceof RefusedEndpointError)) throw error;
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        return;
      }
      if (status === 404 || status === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        return;
      }
      if (status < 200 || status >= 300) throw new Error(`push service answered ${status}`);
    },
  };
}
