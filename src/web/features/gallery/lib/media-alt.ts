import type { MediaItem } from '@shared/schemas/cms';

/** The image's alt text, or a numbered fallback. */
export function mediaAlt(item: MediaItem, index: number) {
  return item.altText?.trim() || `Galeriebild ${index + 1}`;
}
