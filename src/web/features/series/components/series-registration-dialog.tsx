import { useEffect, useId, useRef } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CalendarDays, CheckCircle2, Hourglass, Loader2, ShieldCheck, Wallet, XCircle } from 'lucide-react';
import { formatMoney } from '@shared/money';
import type { MySeriesRegistration, SeriesRegistrationResult, SeriesSummary } from '@shared/schemas/series';
import { SERIES_TEXTS } from '@shared/schemas/series-texts';
import { berlinToday } from '@shared/time';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ForWhomChoice, useForWhom } from '@/features/families';
import { errorMessage } from '@/lib/api-client';
import { registerForSeriesMutationKey, useRegisterForSeries } from '../api/register-for-series';
import { dateTimeRange, firstDay, heldDates, seriesDay, seriesSpanText } from '../lib/series-dates';

type SeriesRegistrationDialogProps = {
  series: SeriesSummary | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in member's live registrations for this series (whom of the family it has already). */
  registered: MySeriesRegistration[];
  /** Where focus goes when the dialog closes (the button that opened it). */
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * 'Zur ganzen Reihe anmelden': whom the place is for ('Für wen?' for a member with family members), the
 * price for the whole series paid at the desk, then the server's answer (a place, or the waiting list and
 * its position) or its refusal (age range, already registered, deadline) in the dialog itself.
 */
export function SeriesRegistrationDialog({ series, open, onOpenChange, registered, onCloseAutoFocus }: SeriesRegistrationDialogProps) {
  // While the registration is on its way the dialog stays open, so its answer is not lost.
  const busy = useIsMutating({ mutationKey: registerForSeriesMutationKey }) > 0;
  return (
    <Dialog open={open && !!series} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      {series ? (
        <DialogContent className="sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
          {/* Mounted per opening and per series: the choice and the answer start afresh. */}
          {open ? <RegistrationSteps key={series.id} series={series} registered={registered} /> : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RegistrationSteps({ series, registered }: { series: SeriesSummary; registered: MySeriesRegistration[] }) {
  const register = useRegisterForSeries();
  const choiceId = useId();
  const day = firstDay(series.dates) ?? berlinToday();
  const forWhom = useForWhom(series, day);
  const full = series.placesLeft <= 0;
  const title = full ? SERIES_TEXTS.joinWaitlist : SERIES_TEXTS.register;
  const first = heldDates(series.dates)[0];
  const result = register.data;
  const alreadyFor = registered.map((registration) => registration.personName);

  if (result && register.isSuccess) return <RegistrationAnswer series={series} result={result} />;

  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          <span className="font-semibold text-foreground">{series.title}</span>
          <br />
          {seriesSpanText(series.dates)}
        </DialogDescription>
      </DialogHeader>

      <div className="grid gap-4">
        {first ? (
          <p className="flex items-start gap-2 text-sm">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>
              Erster Termin: <span className="font-medium">{seriesDay(first.startsAt)}, {dateTimeRange(first)} Uhr</span>. Mit der
              Anmeldung ist der Platz an allen Terminen der Reihe reserviert.
            </span>
          </p>
        ) : null}

        {forWhom.people.length > 0 ? (
          <ForWhomChoice id={choiceId} people={forWhom.people} value={forWhom.value} onChange={forWhom.choose} range={series} day={day} />
        ) : null}
        {alreadyFor.length > 0 ? (
          <p className="text-sm text-muted-foreground">Bereits angemeldet oder auf der Warteliste: {alreadyFor.join(', ')}.</p>
        ) : null}

        <div className="grid gap-1 rounded-xl bg-muted p-4 text-sm">
          <p className="flex items-baseline justify-between gap-3">
            <span className="font-medium">Preis für die ganze Reihe</span>
            <span className="text-lg font-bold text-brand-950 tabular-nums">{formatMoney(series.price)}</span>
          </p>
          <p className="flex items-start gap-2 text-muted-foreground">
            <Wallet aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>
              <span className="font-semibold text-foreground">Bezahlung an der Theke.</span>{' '}
              {full
                ? 'Sie zahlen erst, wenn Sie von der Warteliste nachrücken; dann erhalten Sie eine E-Mail.'
                : 'Bitte zahlen Sie vor oder beim ersten Termin im Studio; die Rechnung erhalten Sie mit der Zahlung.'}
            </span>
          </p>
        </div>

        {full ? (
          <p className="flex items-start gap-2 text-sm">
            <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-session-sand-ink" />
            <span>
              Die Reihe ist ausgebucht. Wird ein Platz frei, rücken Sie in der Reihenfolge der Anmeldung nach und erhalten eine
              E-Mail.
            </span>
          </p>
        ) : null}
        {series.isPrevention ? (
          <p className="flex items-start gap-2 text-sm">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>
              {SERIES_TEXTS.preventionLabel}: Wer mindestens 80 % der Termine besucht, erhält eine {SERIES_TEXTS.certificate} zur
              Vorlage bei der Krankenkasse.
            </span>
          </p>
        ) : null}

        {register.isError ? (
          <Alert variant="destructive">
            <XCircle aria-hidden="true" />
            <span>{errorMessage(register.error)}</span>
          </Alert>
        ) : null}
      </div>

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={register.isPending}>
            Abbrechen
          </Button>
        </DialogClose>
        <Button disabled={register.isPending} onClick={() => register.mutate({ seriesId: series.id, familyMemberId: forWhom.familyMemberId })}>
          {register.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {register.isPending ? 'Wird angemeldet...' : full ? 'Auf die Warteliste' : forWhom.forName ? `${forWhom.forName} verbindlich anmelden` : 'Verbindlich anmelden'}
        </Button>
      </DialogFooter>
    </>
  );
}

/** The server's answer, which takes the form's place; focus moves to it so a screen reader reads it at once. */
function RegistrationAnswer({ series, result }: { series: SeriesSummary; result: SeriesRegistrationResult }) {
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => answer.current?.focus(), []);
  const { registration } = result;
  const confirmed = registration.status === 'confirmed';
  return (
    <>
      <DialogHeader>
        <DialogTitle>{confirmed ? 'Angemeldet' : 'Auf der Warteliste'}</DialogTitle>
        <DialogDescription>
          <span className="font-semibold text-foreground">{series.title}</span>
          {registration.familyMemberId ? ` · für ${registration.personName}` : null}
        </DialogDescription>
      </DialogHeader>
      <div ref={answer} tabIndex={-1} className="grid gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        <Alert role="status" variant={confirmed ? 'success' : 'default'} className={confirmed ? undefined : 'border-amber-200 bg-session-sand text-session-sand-ink'}>
          {confirmed ? <CheckCircle2 aria-hidden="true" /> : <Hourglass aria-hidden="true" />}
          <span>
            {/* The server's words: whom it is for, and the place on the waiting list. */}
            {result.message}
          </span>
        </Alert>
        <p className="text-sm text-muted-foreground">
          {confirmed
            ? `Bezahlung an der Theke: ${formatMoney(series.price)}. Eine Bestätigung mit allen Terminen ist per E-Mail unterwegs; Ihre Termine und QR-Codes zum Einchecken finden Sie unter Meine Buchungen.`
            : 'Eine Bestätigung ist per E-Mail unterwegs. Ihren Platz auf der Warteliste sehen Sie unter Meine Buchungen.'}
        </p>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Schließen</Button>
        </DialogClose>
        <Button asChild>
          <Link to="/member/bookings">Zu Meine Buchungen</Link>
        </Button>
      </DialogFooter>
    </>
  );
}
