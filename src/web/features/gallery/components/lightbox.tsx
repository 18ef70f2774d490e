import type { KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { MediaItem } from '@shared/schemas/cms';
import { mediaAlt } from '../lib/media-alt';
import { ResponsiveImage } from '@/components/ui/responsive-image';

type LightboxProps = {
  items: MediaItem[];
  /** Index of the open image; null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** Where focus goes when the lightbox closes (the grid button of the last image shown). */
  onCloseFocus: (item: MediaItem) => void;
};

/**
 * Full-size view of the gallery (Radix Dialog): Left/Right arrows and the buttons
 * 'Vorheriges Bild' / 'Nächstes Bild' move through the images, Escape or 'Schließen' closes.
 */
export default function Lightbox({ items, index, onIndexChange, onCloseFocus }: LightboxProps) {
  const open = index !== null && items[index] !== undefined;
  const current = open ? items[index] : undefined;
  const total = items.length;

  const go = (step: number) => {
    if (index === null || total === 0) return;
    onIndexChange((index + step + total) % total);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onIndexChange(null))}>
      {current ? (
        <DialogContent
          showCloseButton={false}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseFocus(current);
          }}
          className="max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-5xl gap-0 border-white/10 bg-brand-950 p-0 text-white"
        >
          <div className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-3 sm:px-5">
            <DialogDescription className="text-sm text-brand-100 tabular-nums">
              Bild {index! + 1} von {total}
            </DialogDescription>
            <DialogClose asChild>
              <Button variant="outline-inverse" size="sm">
                <X aria-hidden="true" />
                Schließen
              </Button>
            </DialogClose>
          </div>
          <div className="flex items-center justify-center bg-black/30">
            <ResponsiveImage
              key={current.id}
              src={current.url}
              sizes="100vw"
              alt={mediaAlt(current, index!)}
              width={800}
              height={600}
              className="max-h-[calc(100dvh-12rem)] w-auto max-w-full object-contain"
            />
          </div>
          <div className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
            <DialogTitle aria-live="polite" className="text-base font-medium text-white sm:text-lg">
              {mediaAlt(current, index!)}
            </DialogTitle>
            {total > 1 ? (
              <div className="flex shrink-0 gap-2">
                <Button variant="outline-inverse" onClick={() => go(-1)}>
                  <ChevronLeft aria-hidden="true" />
                  Vorheriges Bild
                </Button>
                <Button variant="outline-inverse" onClick={() => go(1)}>
                  Nächstes Bild
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            ) : null}
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
