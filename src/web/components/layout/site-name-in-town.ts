// The admin header's title, apart from shared/site-name so the public pages' first load does not carry it.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The centre named in its town, once: 'Sportzentrum · Lindenau', but 'Sportzentrum Lindenau' as it is when
 * the title already names the town (as a whole word, so 'Lindenauer Sportverein' still gets the town).
 */
export function siteNameInTown(siteTitle: string, town: string | null | undefined): string {
  const place = town?.trim();
  if (!place) return siteTitle;
  const namesTown = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(place)}(?![\\p{L}\\p{N}])`, 'iu').test(siteTitle);
  return namesTown ? siteTitle : `${siteTitle} · ${place}`;
}
