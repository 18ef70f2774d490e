import type { PushPublicKey } from '@shared/schemas/push';
import { api } from './api-client';
import { existingServiceWorker, isServiceWorkerSupported, registerServiceWorker } from './service-worker';

/**
 * Web Push in the browser: the service worker (public/sw.js) shows the notifications; these helpers ask
 * for permission and tell the server which browser to notify.
 */
export type PushState = 'unsupported' | 'denied' | 'enabled' | 'disabled';

export const isPushSupported = () => typeof window !== 'undefined' && isServiceWorkerSupported() && 'PushManager' in window && 'Notification' in window;

export async function getPushState(): Promise<PushState> {
  if (!isPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const existing = await (await existingServiceWorker())?.pushManager.getSubscription();
  return existing && Notification.permission === 'granted' ? 'enabled' : 'disabled';
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Asks for permission, subscribes this browser and registers it with the server. */
export async function enablePush(): Promise<PushState> {
  if (!isPushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'disabled';
  await registerServiceWorker();
  // Subscribing needs an active worker; a fresh one is active once it has copied the offline page.
  const reg = await navigator.serviceWorker.ready;
  const { publicKey } = await api.get<PushPublicKey>('/api/push/public-key');
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) }));
  await api.post('/api/me/push-subscriptions', subscription.toJSON());
  return 'enabled';
}

export async function disablePush(): Promise<PushState> {
  if (!isPushSupported()) return 'unsupported';
  const subscription = await (await existingServiceWorker())?.pushManager.getSubscription();
  if (subscription) {
    await api.post('/api/me/push-subscriptions/remove', { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return 'disabled';
}
