import { useId, useState } from 'react';
import { Baby, HeartHandshake, Loader2, Pencil, Trash2, UserPlus, Users } from 'lucide-react';
import { ageInMonths, ageText } from '@shared/age-range';
import { FAMILY_RELATION_LABELS } from '@shared/labels';
import { FAMILY_MESSAGES, familyMemberName, MAX_FAMILY_MEMBERS } from '@shared/schemas/family-texts';
import type { FamilyMember, FamilyMemberInput, FamilyMemberValues } from '@shared/schemas/families';
import { berlinToday, germanDay } from '@shared/time';
import { Field } from '@/components/form/field';
import { FormDialog, FormDialogActions } from '@/components/form/form-dialog';
import { RadioGroupField } from '@/components/form/radio-group';
import { reportInvalidInputAs, saveWithFeedback, serverMessage } from '@/components/form/save-with-feedback';
import { useAppForm } from '@/components/form/use-app-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useFamilyMembers } from '../api/get-family-members';
import { useRemoveFamilyMember, useSaveFamilyMember } from '../api/save-family-member';

const resolver = lazyZodResolver(() => import('@shared/schemas/families').then((schemas) => schemas.familyMemberInputSchema));

const FIELDS = ['firstName', 'lastName', 'birthDate', 'relation'] as const;

/** 'Kind · 6 Jahre' */
const relationAndAge = (person: FamilyMember, today: string) => `${FAMILY_RELATION_LABELS[person.relation]} · ${ageText(ageInMonths(person.birthDate, today))}`;

/**
 * Mein Profil → 'Familienmitglieder': the people the member books for besides themself (children, a
 * partner), added, edited and removed here. Booking then asks 'Für wen?'.
 */
export function FamilyCard() {
  const cardId = useId();
  const family = useFamilyMembers();
  const [editing, setEditing] = useState<FamilyMember | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const people = family.data ?? [];
  const today = berlinToday();

  function openFor(person: FamilyMember | null) {
    setEditing(person);
    setOpen(true);
  }

  return (
    <Card role="region" aria-labelledby={`${cardId}-title`} className="p-5 shadow-none sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Users aria-hidden="true" className="size-5" />
          </span>
          <h2 id={`${cardId}-title`} className="text-lg font-semibold text-brand-950">
            Familienmitglieder
          </h2>
        </div>
        {people.length < MAX_FAMILY_MEMBERS ? (
          <Button variant="outline" onClick={() => openFor(null)} disabled={family.isPending} className="w-full sm:w-auto">
            <UserPlus aria-hidden="true" />
            Familienmitglied hinzufügen
          </Button>
        ) : null}
      </div>
      <p className="mt-3 text-sm leading-6 text-muted-foreground">
        Buchen Sie Kurse auch für Ihre Kinder oder Ihre Partnerin bzw. Ihren Partner. Beim Buchen fragen wir dann „Für wen?“;
        die Buchungen verwalten Sie wie Ihre eigenen unter „Meine Buchungen“.
      </p>

      <div className="mt-5">
        {family.isPending ? (
          <Spinner label="Lädt..." showLabel />
        ) : family.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(family.error)}
          </p>
        ) : people.length === 0 ? (
          <p className="rounded-xl border border-dashed border-brand-200 bg-brand-50/40 p-4 text-sm text-muted-foreground">
            Noch keine Familienmitglieder eingetragen.
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2" aria-label="Ihre Familienmitglieder">
            {people.map((person) => (
              <FamilyMemberItem key={person.id} person={person} today={today} onEdit={() => openFor(person)} />
            ))}
          </ul>
        )}
      </div>

      <FormDialog
        open={open}
        onOpenChange={setOpen}
        busy={busy}
        width="lg"
        title={editing ? `${familyMemberName(editing)} bearbeiten` : 'Familienmitglied hinzufügen'}
        description="Name, Geburtsdatum und Beziehung. Das Geburtsdatum braucht es für Kurse mit Altersgruppe (z. B. PEKiP oder Kindersport)."
      >
        {(close) => <FamilyMemberForm person={editing} onBusy={setBusy} onDone={close} />}
      </FormDialog>
    </Card>
  );
}

function FamilyMemberItem({ person, today, onEdit }: { person: FamilyMember; today: string; onEdit: () => void }) {
  const id = useId();
  const remove = useRemoveFamilyMember();
  const name = familyMemberName(person);
  const Icon = person.relation === 'child' ? Baby : HeartHandshake;

  function confirmRemove() {
    remove.mutate(person.id, {
      onSuccess: ({ message }) => toast.success('Familienmitglied entfernt', { description: message }),
      onError: (error) => toast.error('Nicht entfernt', { description: errorMessage(error) }),
    });
  }

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-background p-4 sm:flex-row sm:items-center sm:justify-between md:flex-col md:items-stretch xl:flex-row xl:items-center">
      <div className="flex min-w-0 items-center gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-session-mint text-session-mint-ink">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <p id={`${id}-name`} className="truncate font-semibold text-brand-950">
            {name}
          </p>
          <p className="text-sm text-muted-foreground">{relationAndAge(person, today)}</p>
          <p className="text-xs text-muted-foreground">geboren am {germanDay(person.birthDate)}</p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-describedby={`${id}-name`}>
          <Pencil aria-hidden="true" />
          Bearbeiten
        </Button>
        <ConfirmAction
          trigger={
            <Button variant="outline" size="sm" disabled={remove.isPending} aria-describedby={`${id}-name`} className="text-destructive hover:bg-red-50">
              {remove.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Trash2 aria-hidden="true" />}
              Entfernen
            </Button>
          }
          title={`${name} entfernen?`}
          description={
            <p>
              Vergangene Buchungen für {person.firstName} bleiben in Ihrer Übersicht erhalten. Neue Buchungen für {person.firstName} sind danach
              nicht mehr möglich; anstehende Buchungen stornieren Sie bitte vorher.
            </p>
          }
          confirmLabel="Ja, entfernen"
          cancelLabel="Nein, behalten"
          onConfirm={confirmRemove}
        />
      </div>
    </li>
  );
}

const valuesOf = (person: FamilyMember | null): FamilyMemberInput => ({
  firstName: person?.firstName ?? '',
  lastName: person?.lastName ?? '',
  birthDate: person?.birthDate ?? '',
  relation: person?.relation ?? 'child',
});

function FamilyMemberForm({ person, onBusy, onDone }: { person: FamilyMember | null; onBusy: (busy: boolean) => void; onDone: () => void }) {
  const id = useId();
  const save = useSaveFamilyMember();
  const form = useAppForm<FamilyMemberInput, FamilyMemberValues>(resolver, valuesOf(person));
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: FamilyMemberValues) => {
    onBusy(true);
    await saveWithFeedback({
      save: async () => {
        const { message } = await save.mutateAsync({ id: person?.id ?? null, input: values });
        return { title: person ? 'Gespeichert' : 'Familienmitglied hinzugefügt', description: message };
      },
      fields: FIELDS,
      setError: form.setError,
      onSaved: onDone,
      failureTitle: FAMILY_MESSAGES.saveFailed,
      failureDescription: serverMessage,
    });
    onBusy(false);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, reportInvalidInputAs(FAMILY_MESSAGES.saveFailed))} className="grid gap-5" aria-busy={isSubmitting}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-first-name`} label="Vorname" error={errors.firstName?.message}>
          {(control) => <Input aria-required="true" autoComplete="off" {...control} {...form.register('firstName')} />}
        </Field>
        <Field id={`${id}-last-name`} label="Nachname" error={errors.lastName?.message}>
          {(control) => <Input aria-required="true" autoComplete="off" {...control} {...form.register('lastName')} />}
        </Field>
      </div>
      <Field id={`${id}-birth-date`} label="Geburtsdatum" error={errors.birthDate?.message}>
        {(control) => <Input type="date" max={berlinToday()} aria-required="true" className="sm:max-w-56" {...control} {...form.register('birthDate')} />}
      </Field>
      <RadioGroupField
        id={`${id}-relation`}
        legend="Beziehung"
        choicesClassName="sm:grid-cols-2"
        choices={[
          { value: 'child', label: FAMILY_RELATION_LABELS.child, description: 'Sohn, Tochter oder ein anderes Kind, für das Sie buchen.' },
          { value: 'partner', label: FAMILY_RELATION_LABELS.partner, description: 'Ihre Partnerin oder Ihr Partner.' },
        ]}
        defaultValue={person?.relation ?? 'child'}
        error={errors.relation?.message}
        inputProps={form.register('relation')}
      />
      <FormDialogActions
        isSubmitting={isSubmitting}
        onCancel={onDone}
        submitLabel={person ? 'Speichern' : 'Hinzufügen'}
        pendingLabel="Wird gespeichert..."
        icon={person ? undefined : <UserPlus aria-hidden="true" />}
      />
    </form>
  );
}
