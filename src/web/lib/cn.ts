import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { twMergeConfig } from './tw-merge-config.generated';

/*
 * tailwind-merge with only the class groups the app uses (scripts/generate-tw-merge-config.ts): it merges
 * exactly as the full configuration does (cn.test.ts checks every pair of the app's classes), and every
 * page's first load carries a fraction of it.
 */
const twMerge = createTailwindMerge(twMergeConfig);

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
