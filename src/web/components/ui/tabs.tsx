import * as React from 'react';
import { cn } from '@/lib/cn';

/*
 * Tabs after the WAI-ARIA tabs pattern, with Radix Tabs' API and data attributes (value /
 * onValueChange, data-state, data-slot): a tablist of buttons with roving tabindex, arrow keys,
 * Home and End moving and activating; only the active panel is rendered. Written here instead of
 * Radix' Tabs because /auth's first load has no room for its ~9 KB (docs/PERFORMANCE.md).
 */

type TabsContextValue = { baseId: string; value: string; select: (value: string) => void };

const TabsContext = React.createContext<TabsContextValue | null>(null);

function useTabs() {
  const context = React.useContext(TabsContext);
  if (!context) throw new Error('Tabs parts must be used within <Tabs>.');
  return context;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

type TabsProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ className, value: controlled, defaultValue = '', onValueChange, ...props }: TabsProps) {
  const baseId = React.useId();
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue);
  const value = controlled ?? uncontrolled;
  const context = React.useMemo<TabsContextValue>(
    () => ({
      baseId,
      value,
      select: (next) => {
        if (next === value) return;
        if (controlled === undefined) setUncontrolled(next);
        onValueChange?.(next);
      },
    }),
    [baseId, value, controlled, onValueChange],
  );
  return (
    <TabsContext.Provider value={context}>
      <div data-slot="tabs" data-orientation="horizontal" className={cn('flex flex-col gap-4', className)} {...props} />
    </TabsContext.Provider>
  );
}

export function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<'div'>) {
  const { select } = useTabs();
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn('inline-flex h-11 w-full items-center rounded-xl bg-muted p-1 text-muted-foreground', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
        const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
        if (current === -1) return;
        const target = {
          ArrowRight: tabs[(current + 1) % tabs.length],
          ArrowLeft: tabs[(current - 1 + tabs.length) % tabs.length],
          Home: tabs[0],
          End: tabs[tabs.length - 1],
        }[event.key];
        if (!target) return;
        event.preventDefault();
        target.focus();
        select(target.dataset.value!);
      }}
      {...props}
    />
  );
}

type TabsTriggerProps = Omit<React.ComponentProps<'button'>, 'value'> & { value: string };

export function TabsTrigger({ className, value, onClick, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={active}
      aria-controls={panelId(tabs.baseId, value)}
      tabIndex={active ? 0 : -1}
      data-state={active ? 'active' : 'inactive'}
      data-value={value}
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors',
        'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        'data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

type TabsContentProps = React.ComponentProps<'div'> & { value: string };

export function TabsContent({ className, value, ...props }: TabsContentProps) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      tabIndex={0}
      data-state="active"
      data-slot="tabs-content"
      className={cn('flex-1 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring', className)}
      {...props}
    />
  );
}
