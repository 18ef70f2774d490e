import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

type PagerProps = { page: number; pages: number; onPage: (page: number) => void };

/** 'Zurück · Seite N von M · Weiter' under a paged list; nothing when everything fits on one page. */
export function Pager({ page, pages, onPage }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Seiten" className="flex items-center justify-center gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Zurück
      </Button>
      <span className="text-sm tabular-nums text-muted-foreground">
        Seite {page} von {pages}
      </span>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Weiter
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
