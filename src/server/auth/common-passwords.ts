import { dictionary } from '@zxcvbn-ts/language-common';

// The 1,000 most common passwords (the list is ordered by frequency), compared case-insensitively.
const COMMON_PASSWORDS = new Set(
  (dictionary['passwords-common'] as string[]).slice(0, 1000).map((p) => p.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
