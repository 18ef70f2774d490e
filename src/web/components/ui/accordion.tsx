import * as React from 'react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

/*
 * Radix Accordion: each trigger is a button inside a heading (h3 by default; pass `headingLevel`
 * on AccordionTrigger to fit the page outline), Up/Down/Home/End move between triggers,
 * Enter/Space toggle.
 */
export function Accordion({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Root>) {
  return <AccordionPrimitive.Root data-slot="accordion" className={cn('grid gap-3', className)} {...props} />;
}

export function AccordionItem({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn(
        'rounded-xl border border-border bg-card transition-shadow data-[state=open]:shadow-soft',
        className,
      )}
      {...props}
    />
  );
}

type HeadingLevel = 'h2' | 'h3' | 'h4';

export function AccordionTrigger({
  className,
  children,
  headingLevel = 'h3',
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger> & { headingLevel?: HeadingLevel }) {
  const Heading = headingLevel;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            'group flex flex-1 items-center justify-between gap-4 rounded-xl px-4 py-4 text-left text-base font-semibold text-foreground transition-colors sm:px-5',
            'hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ className, children, ...props }: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content data-slot="accordion-content" className="overflow-hidden text-sm sm:text-base" {...props}>
      <div className={cn('px-4 pb-5 leading-7 text-muted-foreground sm:px-5', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
