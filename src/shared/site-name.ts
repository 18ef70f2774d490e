/** The centre's name wherever no site title is saved yet (a fresh installation) or it is left empty. */
export const SITE_NAME_FALLBACK = 'Sportzentrum';

/** The saved site title, or the fallback when there is none. */
export const siteNameOr = (siteTitle: string | null | undefined): string => siteTitle?.trim() || SITE_NAME_FALLBACK;

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
