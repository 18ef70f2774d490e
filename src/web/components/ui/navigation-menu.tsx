import * as React from 'react';
import { NavigationMenu as NavigationMenuPrimitive } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { MENU_DELAY_MS, MENU_SKIP_DELAY_MS } from '@/lib/ui-constants';

/**
 * Radix NavigationMenu without the shared viewport: each dropdown is positioned under its
 * own trigger. Radix opens on hover after `delayDuration`, skips the delay when moving
 * between triggers within `skipDelayDuration`, and closes 150 ms after the pointer leaves
 * (its built-in close timer, which is the spec's close delay).
 */
export function NavigationMenu({
  className,
  children,
  delayDuration = MENU_DELAY_MS,
  skipDelayDuration = MENU_SKIP_DELAY_MS,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Root>) {
  return (
    <NavigationMenuPrimitive.Root
      data-slot="navigation-menu"
      delayDuration={delayDuration}
      skipDelayDuration={skipDelayDuration}
      className={cn('relative flex items-center', className)}
      {...props}
    >
      {children}
    </NavigationMenuPrimitive.Root>
  );
}

export function NavigationMenuList({ className, ...props }: React.ComponentProps<typeof NavigationMenuPrimitive.List>) {
  return <NavigationMenuPrimitive.List className={cn('flex list-none items-center gap-0.5', className)} {...props} />;
}

export function NavigationMenuItem({ className, ...props }: React.ComponentProps<typeof NavigationMenuPrimitive.Item>) {
  return <NavigationMenuPrimitive.Item className={cn('relative', className)} {...props} />;
}

export const navigationMenuTriggerStyle =
  'inline-flex h-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-medium text-foreground/85 transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=open]:bg-muted data-[state=open]:text-foreground aria-[current=page]:text-primary aria-[current=page]:font-semibold';

export function NavigationMenuTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  return (
    <NavigationMenuPrimitive.Trigger className={cn(navigationMenuTriggerStyle, 'group', className)} {...props}>
      {children}
      <ChevronDown
        aria-hidden="true"
        className="size-3.5 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
      />
    </NavigationMenuPrimitive.Trigger>
  );
}

export function NavigationMenuContent({ className, ...props }: React.ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return (
    <NavigationMenuPrimitive.Content
      className={cn(
        'absolute top-full left-0 z-50 mt-2 w-72 rounded-xl border border-border bg-background p-2 shadow-lg data-[state=open]:animate-in-down',
        className,
      )}
      {...props}
    />
  );
}

export const NavigationMenuLink = NavigationMenuPrimitive.Link;
