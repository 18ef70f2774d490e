import { randomInt } from 'node:crypto';

// Lower case letters and digits without the look-alikes 0/o, 1/l/i: codes are read off paper and typed in.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten recovery codes "xxxxx-xxxxx" (about 49 bits each, from the system's secure random source). */
export function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
