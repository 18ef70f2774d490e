import * as React from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

export const TooltipProvider = TooltipPrimitive.Provider;
export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  children,
  portal = true,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Content> & {
  /** Render into document.body (default) or in place, e.g. to stay inside a landmark. */
  portal?: boolean;
}) {
  const content = (
    <TooltipPrimitive.Content
      sideOffset={sideOffset}
      className={cn(
        'z-50 rounded-md bg-brand-950 px-2.5 py-1.5 text-xs font-medium text-white shadow-md ring-1 ring-white/15 data-[state=delayed-open]:animate-in-fade',
        className,
      )}
      {...props}
    >
      {children}
    </TooltipPrimitive.Content>
  );
  return portal ? <TooltipPrimitive.Portal>{content}</TooltipPrimitive.Portal> : content;
}
