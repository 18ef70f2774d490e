import * as React from 'react';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';

/*
 * A side sheet on the browser's own modal <dialog>: showModal() makes the rest of the page inert, keeps
 * focus inside, closes on Escape and gives focus back to the button that opened it, with no script of
 * ours. It is what the phone menu opens, so it has to be small: a tap on 'Menü öffnen' loads it.
 */

type SheetContextValue = { open: boolean; onOpenChange: (open: boolean) => void; titleId: string; descriptionId: string };
const SheetContext = React.createContext<SheetContextValue | null>(null);

function useSheet() {
  const context = React.useContext(SheetContext);
  if (!context) throw new Error('Sheet parts belong inside <Sheet>');
  return context;
}

export function Sheet({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: React.ReactNode }) {
  const id = React.useId();
  const value = React.useMemo(() => ({ open, onOpenChange, titleId: `${id}-title`, descriptionId: `${id}-description` }), [open, onOpenChange, id]);
  return <SheetContext.Provider value={value}>{children}</SheetContext.Provider>;
}

type Side = 'left' | 'right';

export function SheetContent({
  className,
  children,
  side = 'right',
  showCloseButton = true,
  ...props
}: Omit<React.ComponentProps<'dialog'>, 'open'> & { side?: Side; showCloseButton?: boolean }) {
  const { open, onOpenChange, titleId, descriptionId } = useSheet();
  const dialog = React.useRef<HTMLDialogElement>(null);

  React.useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-slot="sheet-content"
      // Escape, or close() from anywhere: the state follows the element.
      onClose={() => onOpenChange(false)}
      // A click on the backdrop lands on the <dialog> itself, outside its content.
      onClick={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className={cn(
        'fixed inset-y-0 m-0 h-dvh max-h-none w-[85vw] max-w-sm flex-col bg-background p-0 text-foreground shadow-2xl open:flex',
        'backdrop:bg-brand-950/50 open:backdrop:animate-in-fade',
        side === 'right' ? 'right-0 left-auto border-l open:animate-in-right' : 'right-auto left-0 border-r open:animate-in-left',
        className,
      )}
      {...props}
    >
      {children}
      {showCloseButton ? (
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          aria-label="Schließen"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      ) : null}
    </dialog>
  );
}

export function SheetHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 border-b px-5 py-4 pr-14', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: React.ComponentProps<'h2'>) {
  return <h2 id={useSheet().titleId} className={cn('text-lg font-semibold', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p id={useSheet().descriptionId} className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
