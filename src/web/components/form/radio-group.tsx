import { useLayoutEffect, useRef, type ComponentProps, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';

export type RadioChoice = { value: string; label: string; description?: ReactNode };

type RadioGroupFieldProps = {
  id: string;
  legend: string;
  choices: RadioChoice[];
  /** The value checked in the markup the page arrives with (react-hook-form then reads it from the field). */
  defaultValue?: string;
  /** The field's own message, shown under the choices and tied to each of them. */
  error?: string;
  hint?: string;
  /** What every radio gets: react-hook-form's `register(name)` (name, onChange, onBlur, ref). */
  inputProps: Omit<ComponentProps<'input'>, 'type' | 'value' | 'id'>;
  /** Classes of the grid of choices (e.g. 'sm:grid-cols-2' for two side by side). */
  choicesClassName?: string;
  className?: string;
};

/**
 * A set of choices of which one is taken, as a fieldset with its legend: each choice a card with its label
 * and an optional line below it, the whole card clickable. Hint and message are tied to every radio
 * (aria-describedby, aria-invalid), as the field component does for a single control.
 */
export function RadioGroupField({ id, legend, choices, defaultValue, error, hint, inputProps, choicesClassName, className }: RadioGroupFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const { ref: registerRef, ...controlProps } = inputProps;
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const earlyChoice = useRef<string | null | undefined>(undefined);

  /*
   * On a server-rendered page a visitor may choose before the code has come. react-hook-form reads a radio
   * group one radio at a time as they register, and the first one, unchecked, would clear the group. So the
   * choice in the field is read once, before the first radio registers, and made again once all have.
   */
  const attach = (node: HTMLInputElement | null) => {
    if (node && earlyChoice.current === undefined) {
      earlyChoice.current = node.closest('fieldset')?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value ?? null;
    }
    assignRef(registerRef, node);
  };
  useLayoutEffect(() => {
    const value = earlyChoice.current;
    if (value === null || value === undefined) return;
    const radio = [...(fieldset.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])].find((input) => input.value === value);
    if (radio && !radio.checked) radio.click();
  }, []);

  return (
    <fieldset ref={fieldset} className={cn('grid min-w-0 content-start gap-2', className)}>
      <legend className="mb-2 text-sm leading-none font-medium text-foreground">{legend}</legend>
      {hint ? (
        <p id={hintId} className="-mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className={cn('grid gap-2', choicesClassName)}>
        {choices.map((choice, index) => {
          const choiceId = `${id}-${index}`;
          const descriptionId = choice.description ? `${choiceId}-description` : undefined;
          return (
            <div
              key={choice.value}
              className={cn(
                'relative flex items-start gap-3 rounded-lg border border-input bg-background px-3.5 py-3 transition-colors hover:border-brand-300',
                'has-checked:border-primary has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
                error && 'border-destructive/60',
              )}
            >
              <input
                id={choiceId}
                type="radio"
                value={choice.value}
                defaultChecked={defaultValue === undefined ? undefined : choice.value === defaultValue}
                aria-invalid={error ? true : undefined}
                aria-describedby={[descriptionId, hintId, errorId].filter(Boolean).join(' ') || undefined}
                className="relative z-10 mt-0.5 size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
                {...controlProps}
                ref={attach}
              />
              <div className="grid min-w-0 gap-0.5">
                {/* The label covers the whole card, so a tap anywhere on it chooses. */}
                <label htmlFor={choiceId} className="cursor-pointer text-sm font-medium text-foreground after:absolute after:inset-0 after:content-['']">
                  {choice.label}
                </label>
                {choice.description ? (
                  <p id={descriptionId} className="text-xs leading-5 text-muted-foreground">
                    {choice.description}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}
