import type { ComponentProps } from 'react';
import { mediaSources } from '@shared/media-variants';

type ResponsiveImageProps = ComponentProps<'img'> & { src: string; sizes: string };

/**
 * An image of the media library as `<picture>` with AVIF and WebP `srcset`s, so each screen loads the
 * variant it needs; any other image (the bundled SVGs, an external URL) stays a plain `<img>`.
 */
export function ResponsiveImage({ src, sizes, ...img }: ResponsiveImageProps) {
  const sources = mediaSources(src);
  if (!sources) return <img src={src} {...img} />;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img src={src} {...img} />
    </picture>
  );
}
