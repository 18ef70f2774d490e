import { useCallback, useLayoutEffect, useRef, type ChangeEvent, type Ref } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;
type ControlledProps<E extends Field> = { value?: unknown; onChange?: (event: ChangeEvent<E>) => void; ref?: Ref<E> };

/*
 * A visitor may type, paste or let the browser auto-fill a field of a server-rendered page before the app
 * has hydrated it. React keeps that text in the field but does not tell a controlled field's state, so the
 * state would say '' while the field shows the address. Once, as the field mounts, its onChange is told
 * what the field really holds. A field rendered by the app itself holds its value already: nothing happens.
 */
export function useEarlyValue<E extends Field>({ value, onChange, ref }: ControlledProps<E>): (element: E | null) => void {
  const element = useRef<E | null>(null);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };

  useLayoutEffect(() => {
    const field = element.current;
    const { value: stated, onChange: notify } = latest.current;
    if (!field || stated === undefined || stated === null || !notify || field.value === String(stated)) return;
    notify({ target: field, currentTarget: field, type: 'change' } as unknown as ChangeEvent<E>);
  }, []);

  return useCallback(
    (node: E | null) => {
      element.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
}
