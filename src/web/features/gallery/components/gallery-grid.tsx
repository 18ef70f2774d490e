import { Maximize2 } from 'lucide-react';
import type { MediaItem } from '@shared/schemas/cms';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { mediaAlt } from '../lib/media-alt';

const preloadLightbox = () => void import('./lightbox');


type GalleryGridProps = {
  items: MediaItem[];
  onOpen: (index: number) => void;
  /** Registers each button so focus can return to it when the lightbox closes. */
  buttonRef: (id: string, element: HTMLButtonElement | null) => void;
};

export function GalleryGrid({ items, onOpen, buttonRef }: GalleryGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {items.map((item, index) => (
        <li key={item.id}>
          <button
            type="button"
            ref={(element) => buttonRef(item.id, element)}
            onClick={() => onOpen(index)}
            onPointerEnter={preloadLightbox}
            onFocus={preloadLightbox}
            aria-haspopup="dialog"
            className="group relative block aspect-[4/3] w-full overflow-hidden rounded-xl bg-brand-50 shadow-soft ring-1 ring-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <ResponsiveImage
              src={item.url}
              sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
              alt={mediaAlt(item, index)}
              width={800}
              height={600}
              loading={index < 4 ? 'eager' : 'lazy'}
              decoding="async"
              className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
            />
            <span
              aria-hidden="true"
              className="absolute right-2 bottom-2 inline-flex size-8 items-center justify-center rounded-lg bg-white/90 text-brand-900 opacity-0 shadow-sm transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
            >
              <Maximize2 className="size-4" />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
