import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Loader2, Save } from 'lucide-react';
import type { AdminTrainer, SaveTrainer, SaveTrainerInput } from '@shared/schemas/admin-trainers';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useCreateAdminTrainer } from '@/features/admin/api/create-admin-trainer';
import { useUpdateAdminTrainer } from '@/features/admin/api/update-admin-trainer';
import { UserLinkField, type LinkedUser } from './user-link-field';

const resolver = lazyZodResolver(() => import('@shared/schemas/admin-trainers').then((schemas) => schemas.saveTrainerSchema));

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'bio', 'specialties', 'isActive', 'userId'] as const;

const valuesOf = (trainer: AdminTrainer | null): SaveTrainerInput => ({
  firstName: trainer?.firstName ?? '',
  lastName: trainer?.lastName ?? '',
  email: trainer?.email ?? '',
  phone: trainer?.phone ?? '',
  bio: trainer?.bio ?? '',
  specialties: trainer?.specialties.join(', ') ?? '',
  isActive: trainer?.isActive ?? true,
  userId: trainer?.user?.id ?? null,
});

type TrainerFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trainer to edit; null creates a new one. */
  trainer: AdminTrainer | null;
};

/** 'Neuer Trainer' / 'Trainer bearbeiten': the record, validated with the server's schema. */
export function TrainerFormDialog({ open, onOpenChange, trainer }: TrainerFormDialogProps) {
  const id = useId();
  const create = useCreateAdminTrainer();
  const update = useUpdateAdminTrainer();
  const [linked, setLinked] = useState<LinkedUser | null>(trainer?.user ?? null);
  const form = useForm<SaveTrainerInput, unknown, SaveTrainer>({ resolver, defaultValues: valuesOf(trainer), mode: 'onSubmit', reValidateMode: 'onChange' });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (open) {
      form.reset(valuesOf(trainer));
      setLinked(trainer?.user ?? null);
    }
  }, [open, trainer, form]);

  const onValid = async (values: SaveTrainer) => {
    const input: SaveTrainerInput = {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email ?? '',
      phone: values.phone ?? '',
      bio: values.bio ?? '',
      specialties: values.specialties.join(', '),
      isActive: values.isActive,
      userId: linked?.id ?? null,
    };
    try {
      const saved = trainer ? await update.mutateAsync({ id: trainer.id, input }) : await create.mutateAsync(input);
      toast.success(saved.message, { description: `${saved.trainer.firstName} ${saved.trainer.lastName}`.trim() });
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (message) form.setError(field, { message: Array.isArray(message) ? message[0] : message });
        }
      }
      toast.error('Fehler beim Speichern', { description: errorMessage(error) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{trainer ? 'Trainer bearbeiten' : 'Neuer Trainer'}</DialogTitle>
          <DialogDescription>Kontaktdaten und Profil erscheinen auf der öffentlichen Trainerseite, solange der Trainer aktiv ist.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={form.handleSubmit(onValid, () => toast.error('Fehler beim Speichern', { description: 'Bitte überprüfen Sie Ihre Eingaben.' }))}
          className="grid gap-5"
          aria-busy={isSubmitting}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id={`${id}-first`} label="Vorname" error={errors.firstName?.message}>
              {(control) => <Input autoComplete="off" aria-required="true" {...control} {...form.register('firstName')} />}
            </Field>
            <Field id={`${id}-last`} label="Nachname" error={errors.lastName?.message}>
              {(control) => <Input autoComplete="off" aria-required="true" {...control} {...form.register('lastName')} />}
            </Field>
            <Field id={`${id}-email`} label="E-Mail" error={errors.email?.message}>
              {(control) => <Input type="email" inputMode="email" autoComplete="off" {...control} {...form.register('email')} />}
            </Field>
            <Field id={`${id}-phone`} label="Telefon" error={errors.phone?.message}>
              {(control) => <Input type="tel" inputMode="tel" autoComplete="off" {...control} {...form.register('phone')} />}
            </Field>
          </div>
          <Field id={`${id}-specialties`} label="Schwerpunkte" hint="Durch Kommas getrennt, z. B. Yoga, Pilates" error={errors.specialties?.message}>
            {(control) => <Input autoComplete="off" {...control} {...form.register('specialties')} />}
          </Field>
          <Field id={`${id}-bio`} label="Biografie" error={errors.bio?.message}>
            {(control) => <Textarea rows={4} {...control} {...form.register('bio')} />}
          </Field>
          <UserLinkField value={linked} onChange={setLinked} error={errors.userId?.message} />
          <label htmlFor={`${id}-active`} className="flex items-center gap-3 text-sm font-medium">
            <input id={`${id}-active`} type="checkbox" className="size-4 accent-primary" {...form.register('isActive')} />
            Aktiv (auf der Trainerseite sichtbar)
          </label>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Abbrechen
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
              {isSubmitting ? 'Wird gespeichert...' : 'Speichern'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
