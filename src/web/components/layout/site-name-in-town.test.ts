import { describe, expect, it } from 'vitest';
import { siteNameInTown } from './site-name-in-town';

describe('the centre named in its town', () => {
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
});
