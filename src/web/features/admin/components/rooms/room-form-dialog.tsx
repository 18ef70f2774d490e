import { useId } from 'react';
import { ROOM_TYPES } from '@shared/enums';
import { ROOM_TYPE_LABELS } from '@shared/labels';
import type { AdminRoom, RoomInput, RoomValues } from '@shared/schemas/rooms';
import { useAppForm } from '@/components/form/use-app-form';
import { Field } from '@/components/form/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useCreateRoom } from '@/features/admin/api/create-room';
import { useUpdateRoom } from '@/features/admin/api/update-room';
import { CheckboxField } from '@/components/form/checkbox';
import { LabelledOptions, NativeSelect } from '@/components/form/select';
import { FormDialog, FormDialogActions } from '@/components/form/form-dialog';
import { reportInvalidInput, saveWithFeedback } from '@/components/form/save-with-feedback';

const resolver = lazyZodResolver(() => import('@shared/schemas/rooms').then((schemas) => schemas.roomInputSchema));

const FIELDS = ['name', 'type', 'capacity', 'location', 'description', 'equipment', 'isActive'] as const;

/** Form values: numbers and the equipment list as typed (the shared schema reads them). */
type RoomForm = { name: string; type: RoomValues['type']; capacity: string; location: string; description: string; equipment: string; isActive: boolean };

const valuesOf = (room: AdminRoom | null): RoomForm => ({
  name: room?.name ?? '',
  type: room?.type ?? 'STUDIO',
  capacity: room ? String(room.capacity) : '',
  location: room?.location ?? '',
  description: room?.description ?? '',
  equipment: room?.equipment.join(', ') ?? '',
  isActive: room?.isActive ?? true,
});

type RoomFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; room: AdminRoom | null };

/** Create or edit a room: new rooms are studios and active. */
export function RoomFormDialog({ open, onOpenChange, room }: RoomFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={room ? 'Raum bearbeiten' : 'Neuer Raum'} description="Name, Typ, Kapazität und Ausstattung des Raums.">
      {(close) => <RoomForm room={room} onDone={close} />}
    </FormDialog>
  );
}

function RoomForm({ room, onDone }: { room: AdminRoom | null; onDone: () => void }) {
  const id = useId();
  const create = useCreateRoom();
  const update = useUpdateRoom();
  const form = useAppForm<RoomInput, RoomValues>(resolver, valuesOf(room) as RoomInput);
  const { errors, isSubmitting } = form.formState;

  const onValid = (values: RoomValues) =>
    saveWithFeedback({
      save: async () => {
        if (room) await update.mutateAsync({ id: room.id, input: values });
        else await create.mutateAsync(values);
        return { title: room ? 'Raum aktualisiert' : 'Raum erstellt', description: `„${values.name}“ ist gespeichert.` };
      },
      fields: FIELDS,
      setError: form.setError,
      onSaved: onDone,
    });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, reportInvalidInput)}
      className="grid gap-4"
      aria-busy={isSubmitting}
    >
      <Field id={`${id}-name`} label="Name" error={errors.name?.message}>
        {(control) => <Input aria-required="true" autoComplete="off" {...control} {...form.register('name')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-type`} label="Typ" error={errors.type?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('type')}>
              <LabelledOptions values={ROOM_TYPES} labels={ROOM_TYPE_LABELS} />
            </NativeSelect>
          )}
        </Field>
        <Field id={`${id}-capacity`} label="Kapazität (Personen)" error={errors.capacity?.message}>
          {(control) => <Input inputMode="numeric" aria-required="true" {...control} {...form.register('capacity')} />}
        </Field>
      </div>
      <Field id={`${id}-location`} label="Standort" hint="z. B. Erdgeschoss, Halle B" error={errors.location?.message}>
        {(control) => <Input {...control} {...form.register('location')} />}
      </Field>
      <Field id={`${id}-equipment`} label="Ausstattung" hint="Mehrere Teile durch Kommas trennen, z. B. Matten, Spiegel, Musikanlage" error={errors.equipment?.message}>
        {(control) => <Input {...control} {...form.register('equipment')} />}
      </Field>
      <Field id={`${id}-description`} label="Beschreibung" error={errors.description?.message}>
        {(control) => <Textarea rows={3} {...control} {...form.register('description')} />}
      </Field>
      <CheckboxField id={`${id}-active`} label="Aktiv" hint="Inaktive Räume bleiben gespeichert, werden aber nicht mehr verplant." {...form.register('isActive')} />
      <FormDialogActions isSubmitting={isSubmitting} onCancel={onDone} />
    </form>
  );
}
