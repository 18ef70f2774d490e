import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { VAT_RATES } from '@shared/enums';
import { SERIES_TEXTS } from '@shared/schemas/series';
import { VAT_RATE_LABELS } from '@shared/labels';
import type { AdminRoom } from '@shared/schemas/rooms';
import type { AdminTrainer } from '@shared/schemas/admin-trainers';
import { CheckboxField } from '@/components/form/checkbox';
import { Field } from '@/components/form/field';
import { LabelledOptions, NativeSelect } from '@/components/form/select';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { SeriesFormValues } from './series-form-values';

export type SeriesChoices = { trainers: AdminTrainer[]; rooms: AdminRoom[] };

type FieldsProps = {
  id: string;
  register: UseFormRegister<SeriesFormValues>;
  errors: FieldErrors<SeriesFormValues>;
};

/** The select's options: the rates as the form holds them (text). */
const VAT_RATE_TEXTS = Object.fromEntries(VAT_RATES.map((rate) => [String(rate), VAT_RATE_LABELS[rate]])) as Record<string, string>;

const inactive = (name: string, isActive: boolean) => (isActive ? name : `${name} (inaktiv)`);

/** Title and description, as members read them on the course page. */
export function SeriesTitleFields({ id, register, errors }: FieldsProps) {
  return (
    <>
      <Field id={`${id}-title`} label="Titel" hint="Vorgeschlagen aus dem Kurs, z. B. „Rückenfit Frühjahr“." error={errors.title?.message}>
        {(control) => <Input aria-required="true" autoComplete="off" {...control} {...register('title')} />}
      </Field>
      <Field id={`${id}-description`} label="Beschreibung" error={errors.description?.message}>
        {(control) => <Textarea rows={3} className="min-h-24" {...control} {...register('description')} />}
      </Field>
    </>
  );
}

/** Trainer, room, places, price with its VAT, and the last day to register. */
export function SeriesOfferFields({ id, register, errors, choices, vatRate }: FieldsProps & { choices: SeriesChoices; vatRate: string }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-trainer`} label="Trainer" error={errors.trainerId?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('trainerId')}>
              <option value="">Kein Trainer</option>
              {choices.trainers.map((trainer) => (
                <option key={trainer.id} value={trainer.id}>
                  {inactive(`${trainer.firstName} ${trainer.lastName}`, trainer.isActive)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field id={`${id}-room`} label="Raum" error={errors.roomId?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('roomId')}>
              <option value="">Kein Raum</option>
              {choices.rooms.map((room) => (
                <option key={room.id} value={room.id}>
                  {inactive(room.name, room.isActive)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field id={`${id}-capacity`} label="Plätze" hint="Wer danach kommt, steht auf der Warteliste der Reihe." error={errors.capacity?.message}>
          {(control) => <Input inputMode="numeric" aria-required="true" {...control} {...register('capacity')} />}
        </Field>
        <Field id={`${id}-price`} label="Preis für die ganze Reihe (€)" hint="z. B. 120,00" error={errors.price?.message}>
          {(control) => <Input inputMode="decimal" aria-required="true" {...control} {...register('price')} />}
        </Field>
        <Field id={`${id}-vat`} label="Umsatzsteuer" hint="Im Preis enthalten; die Rechnung weist sie aus." error={errors.vatRate?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('vatRate')}>
              <LabelledOptions values={VAT_RATES.map(String)} labels={VAT_RATE_TEXTS} />
            </NativeSelect>
          )}
        </Field>
        <Field
          id={`${id}-closes`}
          label="Letzter Anmeldetag"
          hint="Bis zu diesem Tag melden sich Mitglieder an und wieder ab; spätestens am Tag des ersten Termins."
          error={errors.registrationClosesOn?.message}
        >
          {(control) => <Input type="date" aria-required="true" {...control} {...register('registrationClosesOn')} />}
        </Field>
      </div>
      {vatRate === '0' ? (
        <Field
          id={`${id}-vat-note`}
          label="Grund der Steuerbefreiung"
          hint="Steht so auf der Rechnung, z. B. Steuerfrei nach § 4 Nr. 14 UStG"
          error={errors.vatExemptionNote?.message}
        >
          {(control) => <Input aria-required="true" {...control} {...register('vatExemptionNote')} />}
        </Field>
      ) : null}
    </>
  );
}

/** 'Präventionskurs nach § 20 SGB V': the ZPP course id and the course leader go on every certificate. */
export function PreventionFields({ id, register, errors, isPrevention }: FieldsProps & { isPrevention: boolean }) {
  return (
    <div className="grid gap-4">
      <CheckboxField
        id={`${id}-prevention`}
        label={SERIES_TEXTS.preventionLabel}
        hint="Nach dem letzten Termin erhält jede Person mit mindestens 80 % Anwesenheit eine Teilnahmebescheinigung für ihre Krankenkasse."
        {...register('isPrevention')}
      />
      {isPrevention ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-zpp`} label="ZPP-Kurs-ID" hint="Die Kennung der Zentralen Prüfstelle Prävention, z. B. KU-ZE-12345" error={errors.zppId?.message}>
            {(control) => <Input aria-required="true" autoComplete="off" {...control} {...register('zppId')} />}
          </Field>
          <Field id={`${id}-leader`} label="Kursleitung" hint="Name und Qualifikation, wie sie auf der Bescheinigung stehen." error={errors.courseLeader?.message}>
            {(control) => <Input aria-required="true" autoComplete="off" {...control} {...register('courseLeader')} />}
          </Field>
        </div>
      ) : null}
    </div>
  );
}
