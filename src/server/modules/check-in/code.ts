import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * A booking's check-in code: 'SZ1.<booking id>.<MAC>', both parts base64url. The booking id is a random
 * UUID (nothing personal); the MAC is HMAC-SHA256 over a version byte and the id's 16 bytes, cut to 16 bytes,
 * so a code cannot be guessed or made up for another booking. The key is derived from the server's auth
 * secret under a label of its own, so it is never the key of the session cookies, and rotating that secret
 * retires every code along with the sessions. The same booking always has the same code: what makes a code
 * stop working is its booking (cancelled) and its session's window, checked on every scan.
 */

const VERSION = 1;
const PREFIX = `SZ${VERSION}`;
const MAC_BYTES = 16;
const ID_BYTES = 16;
// 16 bytes are 22 base64url characters without padding.
const CODE_PATTERN = /^SZ1\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type CheckInKey = Buffer;

/** The key check-in codes are signed with, derived from the server's secret. */
export function deriveCheckInKey(serverSecret: string): CheckInKey {
  return createHmac('sha256', serverSecret).update('sportzentrum check-in codes v1').digest();
}

const idBytes = (bookingId: string) => Buffer.from(bookingId.replace(/-/g, ''), 'hex');

function macOf(key: CheckInKey, id: Buffer) {
  return createHmac('sha256', key).update(Buffer.from([VERSION])).update(id).digest().subarray(0, MAC_BYTES);
}

/** The code of a booking. */
export function checkInCodeOf(key: CheckInKey, bookingId: string): string {
  if (!UUID_PATTERN.test(bookingId)) throw new Error('a booking id is a UUID');
  const id = idBytes(bookingId);
  return `${PREFIX}.${id.toString('base64url')}.${macOf(key, id).toString('base64url')}`;
}

/** The booking id a genuine code names; null for anything else (malformed, altered, made up). */
export function bookingIdOfCode(key: CheckInKey, code: string): string | null {
  const match = CODE_PATTERN.exec(code.trim());
  if (!match) return null;
  const id = Buffer.from(match[1], 'base64url');
  const mac = Buffer.from(match[2], 'base64url');
  // base64url's last character carries spare bits: only the one spelling the encoder writes is accepted,
  // so no altered character ever reads as the same code.
  if (id.length !== ID_BYTES || mac.length !== MAC_BYTES || id.toString('base64url') !== match[1] || mac.toString('base64url') !== match[2]) return null;
  if (!timingSafeEqual(mac, macOf(key, id))) return null;
  const hex = id.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
