import { describe, expect, it } from 'vitest';
import { SITE_NAME_FALLBACK, siteNameInTown, siteNameOr } from './site-name';

describe('site name', () => {
  it('names the town once when the site title already contains it', () => {
    expect(siteNameInTown('Sportzentrum Lindenau', 'Lindenau')).toBe('Sportzentrum Lindenau');
    expect(siteNameInTown('Sportzentrum lindenau', ' Lindenau ')).toBe('Sportzentrum lindenau');
  });

  it('adds the town when the title does not name it', () => {
    expect(siteNameInTown('Sportzentrum', 'Lindenau')).toBe('Sportzentrum · Lindenau');
    expect(siteNameInTown('Lindenauer Sportverein', 'Lindenau')).toBe('Lindenauer Sportverein · Lindenau');
    expect(siteNameInTown('Sportzentrum', '')).toBe('Sportzentrum');
    expect(siteNameInTown('Sportzentrum', null)).toBe('Sportzentrum');
  });

  it('falls back to one name when no title is saved', () => {
    expect(siteNameOr(null)).toBe(SITE_NAME_FALLBACK);
    expect(siteNameOr('')).toBe(SITE_NAME_FALLBACK);
    expect(siteNameOr('Sportzentrum Lindenau')).toBe('Sportzentrum Lindenau');
  });
});
