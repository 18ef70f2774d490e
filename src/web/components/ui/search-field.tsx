import * as React from 'react';
import { Search } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Input } from './input';
import { Label } from './label';

type SearchFieldProps = Omit<React.ComponentProps<'input'>, 'type' | 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Hide the label visually (it stays the input's accessible name). */
  hideLabel?: boolean;
};

/** A labelled search box with a magnifier icon. */
export function SearchField({ id, label, value, onValueChange, hideLabel = false, className, ...props }: SearchFieldProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id} className={cn(hideLabel && 'sr-only')}>
        {label}
      </Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          autoComplete="off"
          className="h-11 pl-9 text-ellipsis placeholder:text-sm"
          {...props}
        />
      </div>
    </div>
  );
}
