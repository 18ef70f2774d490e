import { twMerge as fullTwMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { usedClassGroups } from '../../../scripts/generate-tw-merge-config';
import { classTokensOfWebApp } from '../../../scripts/tailwind-class-tokens';
import { cn } from './cn';
import { twMergeConfig } from './tw-merge-config.generated';

const tokens = [...classTokensOfWebApp()];

/** The variant part of a class ('md:hover:' of 'md:hover:bg-muted'); classes merge only within one. */
const variantOf = (token: string) => token.slice(0, token.lastIndexOf(':') + 1);

describe('cn (tailwind-merge with the app’s class groups only)', () => {
  it('knows every class group the app’s source uses (else: npm run generate:tw-merge)', () => {
    expect(Object.keys(twMergeConfig().classGroups).sort()).toEqual([...usedClassGroups(tokens)].sort());
  });

  it('merges every pair of the app’s classes exactly as the full tailwind-merge does', () => {
    // Words tailwind-merge does not know as a class never merge, with either configuration.
    const classes = tokens.filter((token) => fullTwMerge(`${token} ${token}`) === token);
    const byVariant = new Map<string, string[]>();
    for (const token of classes) byVariant.set(variantOf(token), [...(byVariant.get(variantOf(token)) ?? []), token]);
    const differences: string[] = [];
    for (const group of byVariant.values()) {
      for (const first of group) {
        for (const second of group) {
          if (first === second) continue;
          const [expected, merged] = [fullTwMerge(`${first} ${second}`), cn(first, second)];
          if (merged !== expected) differences.push(`${first} ${second} → ${merged}, not ${expected}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('still lets a later class win over a conflicting earlier one', () => {
    expect(cn('h-10 px-4 text-sm', 'h-12 px-6 text-base')).toBe('h-12 px-6 text-base');
    expect(cn('bg-primary text-primary-foreground', 'bg-session-mint text-session-mint-ink')).toBe('bg-session-mint text-session-mint-ink');
    expect(cn('p-6 flex-col', 'flex-row pb-6')).toBe('p-6 flex-row pb-6');
  });
});
