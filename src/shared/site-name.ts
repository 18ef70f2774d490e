/** The centre's name wherever no site title is saved yet (a fresh installation) or it is left empty. */
export const SITE_NAME_FALLBACK = 'Sportzentrum';

/** The saved site title, or the fallback when there is none. */
export const siteNameOr = (siteTitle: string | null | undefined): string => siteTitle?.trim() || SITE_NAME_FALLBACK;
