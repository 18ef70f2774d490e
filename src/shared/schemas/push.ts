import { z } from 'zod';

// The shape of PushSubscription.toJSON() in the browser.
export const pushSubscriptionSchema = z.object({
  endpoint: z.url('Ungültige Push-Adresse.').max(2000),
  keys: z.object({ p256dh: z.string().min(16).max(200), auth: z.string().min(8).max(100) }),
});

export const pushUnsubscribeSchema = z.object({ endpoint: z.url('Ungültige Push-Adresse.').max(2000) });

/** GET /api/push/public-key: the VAPID public key for PushManager.subscribe. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;
