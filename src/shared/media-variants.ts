// Without zod: the public gallery and news pages import this, and their first load stays small.

/** Widths of the stored variants; each exists as AVIF and WebP. */
export const MEDIA_VARIANT_WIDTHS = [480, 960, 1600] as const;
/** The variant a plain `<img src>` points at. */
export const MEDIA_DEFAULT_WIDTH = 960;

/**
 * The `srcset`s of an uploaded image, derived from its URL (`/media/<key>-960.webp`); null for an image
 * that has no variants (the bundled SVGs of the demo, an external URL).
 */
export function mediaSources(url: string | null | undefined): { avif: string; webp: string } | null {
  const match = url ? /^(\/media\/[\w/-]+)-(\d+)\.webp$/.exec(url) : null;
  if (!match) return null;
  const base = match[1];
  const set = (ext: string) => MEDIA_VARIANT_WIDTHS.map((w) => `${base}-${w}.${ext} ${w}w`).join(', ');
  return { avif: set('avif'), webp: set('webp') };
}
