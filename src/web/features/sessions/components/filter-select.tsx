import { useId } from 'react';
import { NativeSelect } from '@/components/form/select';
import { Label } from '@/components/ui/label';

export type FilterOption = { value: string; label: string };

type FilterSelectProps = {
  label: string;
  value: string;
  options: FilterOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
};

/** A labelled native select: keyboard, screen readers and phone pickers work as people expect. */
export function FilterSelect({ label, value, options, onChange, disabled }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
      </Label>
      <NativeSelect id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
