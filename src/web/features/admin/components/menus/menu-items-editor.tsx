import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { MENU_ITEMS_MAX } from '@shared/constants';
import type { MenuInput } from '@shared/schemas/menus';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/form/field';
import { Input } from '@/components/ui/input';

type MenuItemsEditorProps = {
  idPrefix: string;
  control: Control<MenuInput>;
  register: UseFormRegister<MenuInput>;
  errors: FieldErrors<MenuInput>['items'];
  /** Header links can be gathered into drop-downs; the footer has none. */
  withGroups: boolean;
};

type Move = { key: string; direction: 'up' | 'down' };

/**
 * The links of a menu: label, target and (in the header) group per link; links are added, removed and
 * moved with buttons, so the order can be set by keyboard alone. After a move the focus stays on the
 * moved link's button, and a live region says where the link is now.
 */
export function MenuItemsEditor({ idPrefix, control, register, errors, withGroups }: MenuItemsEditorProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' }) ?? [];
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [moved, setMoved] = useState<Move | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!moved) return;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-item="${moved.key}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${moved.direction}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-move="${moved.direction === 'up' ? 'down' : 'up'}"]`);
    (same && !same.disabled ? same : other)?.focus();
    setMoved(null);
  }, [moved]);

  const nameOf = (index: number) => items[index]?.label?.trim() || `Eintrag ${index + 1}`;

  const shift = (index: number, direction: Move['direction']) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const name = nameOf(index);
    move(index, to);
    setMoved({ key: fields[index].id, direction });
    setAnnouncement(`„${name}“ ist jetzt an Position ${to + 1} von ${fields.length}.`);
  };

  const removeAt = (index: number) => {
    const name = nameOf(index);
    remove(index);
    setAnnouncement(`„${name}“ entfernt.`);
    // Focus goes to the link that takes its place, else to the add button.
    const next = fields[index + 1] ?? fields[index - 1];
    requestAnimationFrame(() => {
      const target = next && listRef.current?.querySelector<HTMLButtonElement>(`[data-item="${next.id}"] [data-remove]`);
      (target ?? addRef.current)?.focus();
    });
  };

  const listError = errors?.message ?? errors?.root?.message;

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-foreground">Einträge</legend>
      <p id={`${idPrefix}-items-hint`} className="-mt-1 text-xs leading-5 text-muted-foreground">
        Ziel: ein Pfad der Website wie /kurse oder eine https://-Adresse.
        {withGroups ? ' Einträge mit derselben Gruppe erscheinen am Desktop in einem Aufklappmenü; das Handy-Menü listet alle Einträge der Reihe nach.' : null}
      </p>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">Noch keine Einträge. Die Website zeigt an diesem Ort dann keine Links.</p> : null}
      <ol ref={listRef} className="grid gap-3">
        {fields.map((field, index) => {
          const itemErrors = errors?.[index];
          const name = nameOf(index);
          return (
            <li key={field.id} data-item={field.id} className="grid gap-2 rounded-xl border border-border bg-muted/40 p-3">
              <div className="-my-1 flex items-center justify-between gap-2">
                <p className="text-sm font-semibold text-foreground">Eintrag {index + 1}</p>
                <div className="flex gap-1">
                  <Button type="button" variant="ghost" size="icon" data-move="up" disabled={index === 0} aria-label={`„${name}“ nach oben verschieben`} title="Nach oben" onClick={() => shift(index, 'up')}>
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    data-move="down"
                    disabled={index === fields.length - 1}
                    aria-label={`„${name}“ nach unten verschieben`}
                    title="Nach unten"
                    onClick={() => shift(index, 'down')}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button type="button" variant="ghost" size="icon" data-remove className="text-destructive hover:text-destructive" aria-label={`„${name}“ entfernen`} title="Entfernen" onClick={() => removeAt(index)}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <div className={withGroups ? 'grid gap-3 md:grid-cols-3' : 'grid gap-3 md:grid-cols-2'}>
                <Field id={`${idPrefix}-${field.id}-label`} label="Bezeichnung" error={itemErrors?.label?.message}>
                  {(controlProps) => <Input aria-required="true" autoComplete="off" {...controlProps} {...register(`items.${index}.label`)} />}
                </Field>
                <Field id={`${idPrefix}-${field.id}-href`} label="Ziel" describedBy={`${idPrefix}-items-hint`} error={itemErrors?.href?.message}>
                  {(controlProps) => <Input aria-required="true" autoComplete="off" spellCheck={false} inputMode="url" {...controlProps} {...register(`items.${index}.href`)} />}
                </Field>
                {withGroups ? (
                  <Field id={`${idPrefix}-${field.id}-group`} label="Gruppe (optional)" describedBy={`${idPrefix}-items-hint`} error={itemErrors?.group?.message}>
                    {(controlProps) => <Input autoComplete="off" {...controlProps} {...register(`items.${index}.group`)} />}
                  </Field>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      {listError ? <p className="text-sm font-medium text-destructive">{listError}</p> : null}
      <div>
        <Button
          ref={addRef}
          type="button"
          variant="outline"
          disabled={fields.length >= MENU_ITEMS_MAX}
          onClick={() => append({ label: '', href: '/', group: '' }, { focusName: `items.${fields.length}.label` })}
        >
          <Plus aria-hidden="true" />
          Eintrag hinzufügen
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
