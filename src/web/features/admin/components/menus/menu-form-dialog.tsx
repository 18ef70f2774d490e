import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { MENU_LOCATION_LABELS, MENU_LOCATIONS, type MenuLocation } from '@shared/navigation';
import type { AdminMenu, MenuInput, MenuValues } from '@shared/schemas/menus';
import { useAppForm } from '@/components/form/use-app-form';
import { Field } from '@/components/form/field';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useCreateMenu } from '@/features/admin/api/create-menu';
import { useUpdateMenu } from '@/features/admin/api/update-menu';
import { FormDialog, FormDialogActions } from '@/components/form/form-dialog';
import { reportInvalidInput, saveWithFeedback } from '@/components/form/save-with-feedback';
import { LabelledOptions, NativeSelect } from '@/components/form/select';
import { MenuItemsEditor } from './menu-items-editor';

const resolver = lazyZodResolver(() => import('@shared/schemas/menus').then((schemas) => schemas.menuInputSchema));

const valuesOf = (menu: AdminMenu | null, location: MenuLocation): MenuInput => ({
  name: menu?.name ?? '',
  location: menu?.location ?? location,
  items: menu?.items.map((item) => ({ label: item.label, href: item.href, group: item.group ?? '' })) ?? [],
});

type MenuFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menu: AdminMenu | null;
  /** The places a new menu may take (those without one). */
  freeLocations: MenuLocation[];
};

/** Create or edit a menu: name, place, and its links in order. */
export function MenuFormDialog({ open, onOpenChange, menu, freeLocations }: MenuFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} width="3xl" title={menu ? 'Menü bearbeiten' : 'Neues Menü'} description="Name, Ort und die Links des Menüs in ihrer Reihenfolge.">
      {(close) => <MenuForm menu={menu} freeLocations={freeLocations} onDone={close} />}
    </FormDialog>
  );
}

function MenuForm({ menu, freeLocations, onDone }: { menu: AdminMenu | null; freeLocations: MenuLocation[]; onDone: () => void }) {
  const id = useId();
  const create = useCreateMenu();
  const update = useUpdateMenu();
  const form = useAppForm<MenuInput, MenuValues>(resolver, valuesOf(menu, freeLocations[0] ?? 'header'));
  const { errors, isSubmitting } = form.formState;
  const location = useWatch({ control: form.control, name: 'location' });
  // A menu keeps its own place; any place without a menu is free to move to.
  const locations = MENU_LOCATIONS.filter((place) => place === menu?.location || freeLocations.includes(place));

  const onValid = (values: MenuValues) =>
    saveWithFeedback({
      save: async () => {
        if (menu) await update.mutateAsync({ id: menu.id, input: values });
        else await create.mutateAsync(values);
        return { title: menu ? 'Menü aktualisiert' : 'Menü erstellt', description: `„${values.name}“ ist gespeichert und auf der Website sichtbar.` };
      },
      fields: 'any',
      setError: form.setError,
      onSaved: onDone,
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, reportInvalidInput)} className="grid gap-5" aria-busy={isSubmitting}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Name" error={errors.name?.message}>
          {(control) => <Input aria-required="true" autoComplete="off" {...control} {...form.register('name')} />}
        </Field>
        <Field id={`${id}-location`} label="Ort" error={errors.location?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('location')}>
              <LabelledOptions values={locations} labels={MENU_LOCATION_LABELS} />
            </NativeSelect>
          )}
        </Field>
      </div>
      <MenuItemsEditor idPrefix={id} control={form.control} register={form.register} errors={errors.items} withGroups={location === 'header'} />
      <FormDialogActions isSubmitting={isSubmitting} onCancel={onDone} />
    </form>
  );
}
