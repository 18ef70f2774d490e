import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/**
 * A browser that has signed in to an account before carries a signed cookie naming that account and a
 * random id of its own. Its sign-ins are limited per (account, browser) and skip the per-account delay,
 * so strangers guessing from anywhere cannot keep the owner out of their own browser.
 */
const COOKIE = 'sz_known_device';
const ONE_YEAR = 60 * 60 * 24 * 365;

const sign = (secret: string, account: string, id: string) => createHmac('sha256', secret).update(`known-device\n${account}\n${id}`).digest('base64url');

/** The browser's id when its cookie was issued for `account`, else null. */
export function knownDeviceOf(c: Context, secret: string, account: string): string | null {
  const [id, signature] = (getCookie(c, COOKIE) ?? '').split('.');
  if (!id || !signature || !/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
  const expected = Buffer.from(sign(secret, account, id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** `secure` when the site is served over https (from PUBLIC_URL: behind a proxy the app itself sees http). */
export function rememberDevice(c: Context, secret: string, account: string, secure: boolean, id = randomBytes(16).toString('base64url')) {
  setCookie(c, COOKIE, `${id}.${sign(secret, account, id)}`, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    maxAge: ONE_YEAR,
  });
}
