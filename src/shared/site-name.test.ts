import { describe, expect, it } from 'vitest';
import { SITE_NAME_FALLBACK, siteNameOr } from './site-name';

describe('site name', () => {
  it('falls back to one name when no title is saved', () => {
    expect(siteNameOr(null)).toBe(SITE_NAME_FALLBACK);
    expect(siteNameOr('')).toBe(SITE_NAME_FALLBACK);
    expect(siteNameOr('Sportzentrum Lindenau')).toBe('Sportzentrum Lindenau');
  });
});
