import * as React from 'react';
import { Slot } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { MENU_CLOSE_DELAY_MS, MENU_DELAY_MS, MENU_SKIP_DELAY_MS } from '@/lib/ui-constants';

/*
 * Site navigation with dropdown groups, built as the WAI-ARIA "disclosure navigation"
 * pattern: each group is a button with aria-expanded that shows a plain list of links.
 * (Radix' NavigationMenu renders an aria-hidden but focusable focus proxy while open,
 * which axe reports as aria-hidden-focus.) Pointer behaviour:
 * opens after 200 ms hover, opens at once when moved from another group within 300 ms,
 * closes 150 ms after the pointer leaves. Click, Enter and Space toggle; Escape closes and
 * returns focus to the button; moving focus out of a group closes it.
 */

type RootContextValue = {
  value: string | null;
  setValue: (value: string | null) => void;
  onTriggerEnter: (value: string) => void;
  onPointerLeave: () => void;
  cancelClose: () => void;
};

const RootContext = React.createContext<RootContextValue | null>(null);
const ItemContext = React.createContext<{ value: string; triggerId: string; contentId: string } | null>(null);

function useRoot() {
  const context = React.useContext(RootContext);
  if (!context) throw new Error('NavigationMenu parts must be used within <NavigationMenu>.');
  return context;
}

function useItem() {
  const context = React.useContext(ItemContext);
  if (!context) throw new Error('NavigationMenuTrigger/Content must be used within <NavigationMenuItem>.');
  return context;
}

type NavigationMenuProps = React.ComponentProps<'nav'> & {
  delayDuration?: number;
  skipDelayDuration?: number;
  closeDelayDuration?: number;
};

export function NavigationMenu({
  className,
  children,
  delayDuration = MENU_DELAY_MS,
  skipDelayDuration = MENU_SKIP_DELAY_MS,
  closeDelayDuration = MENU_CLOSE_DELAY_MS,
  ...props
}: NavigationMenuProps) {
  const [value, setValueState] = React.useState<string | null>(null);
  const rootRef = React.useRef<HTMLElement>(null);
  const openTimer = React.useRef<number | undefined>(undefined);
  const closeTimer = React.useRef<number | undefined>(undefined);
  const skipTimer = React.useRef<number | undefined>(undefined);
  // True when the next hover-open must wait for delayDuration.
  const openDelayed = React.useRef(true);
  const valueRef = React.useRef<string | null>(null);

  const setValue = React.useCallback(
    (next: string | null) => {
      window.clearTimeout(openTimer.current);
      window.clearTimeout(closeTimer.current);
      const wasOpen = valueRef.current !== null;
      valueRef.current = next;
      setValueState(next);
      if (next !== null) {
        window.clearTimeout(skipTimer.current);
        openDelayed.current = false;
      } else if (wasOpen) {
        window.clearTimeout(skipTimer.current);
        skipTimer.current = window.setTimeout(() => {
          openDelayed.current = true;
        }, skipDelayDuration);
      }
    },
    [skipDelayDuration],
  );

  const onTriggerEnter = React.useCallback(
    (next: string) => {
      window.clearTimeout(openTimer.current);
      window.clearTimeout(closeTimer.current);
      if (valueRef.current === next) return;
      if (valueRef.current !== null || !openDelayed.current) setValue(next);
      else openTimer.current = window.setTimeout(() => setValue(next), delayDuration);
    },
    [delayDuration, setValue],
  );

  const onPointerLeave = React.useCallback(() => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setValue(null), closeDelayDuration);
  }, [closeDelayDuration, setValue]);

  const cancelClose = React.useCallback(() => window.clearTimeout(closeTimer.current), []);

  // Close on a click or tap outside the navigation.
  React.useEffect(() => {
    if (value === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setValue(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [value, setValue]);

  React.useEffect(
    () => () => {
      window.clearTimeout(openTimer.current);
      window.clearTimeout(closeTimer.current);
      window.clearTimeout(skipTimer.current);
    },
    [],
  );

  const context = React.useMemo(
    () => ({ value, setValue, onTriggerEnter, onPointerLeave, cancelClose }),
    [value, setValue, onTriggerEnter, onPointerLeave, cancelClose],
  );

  return (
    <RootContext.Provider value={context}>
      <nav ref={rootRef} data-slot="navigation-menu" className={cn('relative flex items-center', className)} {...props}>
        {children}
      </nav>
    </RootContext.Provider>
  );
}

export function NavigationMenuList({ className, ...props }: React.ComponentProps<'ul'>) {
  return <ul className={cn('flex list-none items-center gap-0.5', className)} {...props} />;
}

export function NavigationMenuItem({ className, children, ...props }: React.ComponentProps<'li'>) {
  const root = useRoot();
  const id = React.useId();
  const item = React.useMemo(() => ({ value: id, triggerId: `${id}-trigger`, contentId: `${id}-content` }), [id]);
  const open = root.value === item.value;

  return (
    <ItemContext.Provider value={item}>
      <li
        className={cn('relative', className)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            root.setValue(null);
            document.getElementById(item.triggerId)?.focus();
          }
        }}
        onBlur={(event) => {
          if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) root.setValue(null);
        }}
        {...props}
      >
        {children}
      </li>
    </ItemContext.Provider>
  );
}

export const navigationMenuTriggerStyle =
  'inline-flex h-10 items-center justify-center gap-1 rounded-lg px-2.5 text-sm font-medium whitespace-nowrap lg:px-3 text-foreground/85 transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=open]:bg-muted data-[state=open]:text-foreground aria-[current=page]:text-primary aria-[current=page]:font-semibold';

export function NavigationMenuTrigger({ className, children, onKeyDown, ...props }: React.ComponentProps<'button'>) {
  const root = useRoot();
  const item = useItem();
  const open = root.value === item.value;

  return (
    <button
      type="button"
      id={item.triggerId}
      aria-expanded={open}
      aria-controls={open ? item.contentId : undefined}
      data-state={open ? 'open' : 'closed'}
      className={cn(navigationMenuTriggerStyle, 'group', className)}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') root.onTriggerEnter(item.value);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') root.onPointerLeave();
      }}
      onClick={() => root.setValue(open ? null : item.value)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          if (!open) root.setValue(item.value);
          // Focus the first link once the list is rendered.
          requestAnimationFrame(() => document.getElementById(item.contentId)?.querySelector<HTMLElement>('a,button')?.focus());
        }
      }}
      {...props}
    >
      {children}
      <ChevronDown
        aria-hidden="true"
        className="size-3.5 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
      />
    </button>
  );
}

export function NavigationMenuContent({ className, children, ...props }: React.ComponentProps<'div'>) {
  const root = useRoot();
  const item = useItem();
  if (root.value !== item.value) return null;

  return (
    // The padding bridges the gap under the trigger so the pointer can travel into the panel.
    <div
      id={item.contentId}
      className="absolute top-full left-0 z-50 pt-2"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') root.cancelClose();
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') root.onPointerLeave();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        const links = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('a,button'));
        const index = links.indexOf(document.activeElement as HTMLElement);
        const next = links[(index + (event.key === 'ArrowDown' ? 1 : links.length - 1)) % links.length];
        if (next) {
          event.preventDefault();
          next.focus();
        }
      }}
    >
      <div
        data-state="open"
        className={cn('w-72 rounded-xl border border-border bg-background p-2 shadow-lg animate-in-down', className)}
        {...props}
      >
        {children}
      </div>
    </div>
  );
}

/** A link inside the menu; closes the open group when followed. */
export function NavigationMenuLink({ onClick, ...props }: React.ComponentProps<typeof Slot.Root>) {
  const root = useRoot();
  return (
    <Slot.Root
      {...props}
      onClick={(event: React.MouseEvent<HTMLElement>) => {
        onClick?.(event);
        root.setValue(null);
      }}
    />
  );
}
