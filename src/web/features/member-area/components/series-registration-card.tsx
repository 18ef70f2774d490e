import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarDays, FileDown, Info, Layers, Loader2, MapPin, ShieldCheck, UserRound, Wallet, XCircle } from 'lucide-react';
import { checkInWindow } from '@shared/check-in-window';
import { PASS_PAYMENT_STATUS_LABELS, SERIES_REGISTRATION_STATUS_LABELS } from '@shared/labels';
import { formatMoney } from '@shared/money';
import type { MemberBooking } from '@shared/schemas/bookings';
import type { MySeriesRegistration } from '@shared/schemas/series';
import { SERIES_TEXTS } from '@shared/schemas/series-texts';
import { germanDay } from '@shared/time';
import { PaymentStatusBadge } from '@/components/data/status-badges';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/render-instant';
import { dateTime, longDate, timeRange } from '@/lib/session-format';
import { PREVENTION_BADGE, SeriesDateList, seriesFinished, seriesHref, seriesSpanText } from '@/features/series';
import { CheckInCodeDialog } from './check-in-code-dialog';

const STATUS_TONE: Record<MySeriesRegistration['status'], string> = {
  confirmed: 'bg-brand-100 text-brand-900',
  waitlisted: 'bg-session-sand text-session-sand-ink',
  cancelled: 'bg-red-50 text-red-800',
};

/** 'Angemeldet', 'Warteliste Platz 2', 'Abgemeldet'. */
export function registrationStatusText(registration: Pick<MySeriesRegistration, 'status' | 'waitlistPosition'>) {
  const label = SERIES_REGISTRATION_STATUS_LABELS[registration.status];
  return registration.status === 'waitlisted' && registration.waitlistPosition ? `${label} Platz ${registration.waitlistPosition}` : label;
}

type SeriesRegistrationCardProps = {
  registration: MySeriesRegistration;
  /** The member's bookings: a confirmed registration's next date is one of them, with its check-in code. */
  bookings: MemberBooking[];
  onCancel: (registration: MySeriesRegistration) => void;
  cancelling: boolean;
};

/**
 * One registration under 'Meine Kursreihen': the series, for whom, its state, every date with a tick for
 * each one attended, the payment at the desk, the next date's check-in code, and for a prevention course
 * the certificate of attendance or why there is none.
 */
export function SeriesRegistrationCard({ registration, bookings, onCancel, cancelling }: SeriesRegistrationCardProps) {
  const id = useId();
  const now = useNow();
  const { series, status } = registration;
  const confirmed = status === 'confirmed';
  const attendance = new Map(registration.attendance.map((entry) => [entry.sessionId, entry.attended]));
  const next = confirmed ? nextBooking(registration, bookings, now) : null;
  const anyDateHeld = registration.attendance.some((entry) => entry.attended !== null);

  return (
    <article
      aria-labelledby={`${id}-title`}
      data-series-registration-id={registration.id}
      className={cn('rounded-2xl border border-border bg-card p-5 shadow-xs sm:p-6', status === 'cancelled' && 'bg-muted/40')}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-brand-700 uppercase">
            <Layers aria-hidden="true" className="size-3.5" />
            Kursreihe · {series.courseName}
          </p>
          <h3 id={`${id}-title`} className="text-lg font-semibold text-brand-950">
            {series.title}
          </h3>
        </div>
        <Badge className={cn('text-sm', STATUS_TONE[status])}>{registrationStatusText(registration)}</Badge>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <Badge className="bg-session-mint text-sm whitespace-normal text-session-mint-ink">
          <UserRound aria-hidden="true" />
          für {registration.familyMemberId ? registration.personName : `Sie (${registration.personName})`}
        </Badge>
        {series.isPrevention ? (
          <Badge className="bg-brand-50 text-sm whitespace-normal text-brand-900">
            <ShieldCheck aria-hidden="true" />
            {PREVENTION_BADGE}
          </Badge>
        ) : null}
      </div>

      <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2">
        <Fact icon={CalendarDays} term="Termine">
          {seriesSpanText(series.dates)}
        </Fact>
        <Fact icon={MapPin} term="Ort und Trainer">
          {[series.roomName, series.trainerName].filter(Boolean).join(' · ') || 'Wird noch bekannt gegeben'}
        </Fact>
        <Fact icon={Wallet} term="Bezahlung an der Theke">
          {registration.payment ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              {formatMoney(registration.payment.amount)}
              <PaymentStatusBadge status={registration.payment.status} labels={PASS_PAYMENT_STATUS_LABELS} />
            </span>
          ) : status === 'waitlisted' ? (
            `${formatMoney(series.price)}, erst wenn Sie nachrücken`
          ) : (
            formatMoney(series.price)
          )}
        </Fact>
        {confirmed && anyDateHeld ? (
          <Fact icon={Info} term="Besucht">
            {registration.attendedCount} von {registration.totalDates} Terminen
          </Fact>
        ) : null}
      </dl>

      <h4 className="mt-5 text-sm font-semibold text-brand-950">Termine</h4>
      <SeriesDateList dates={series.dates} attendance={confirmed ? attendance : undefined} label={`Termine: ${series.title}`} className="mt-2" />

      {series.isPrevention && status !== 'cancelled' ? <CertificateState registration={registration} /> : null}

      <div className="mt-5 grid gap-3 border-t pt-4">
        {next ? (
          <p id={`${id}-next`} className="text-sm">
            <span className="text-muted-foreground">Nächster Termin:</span>{' '}
            <span className="font-medium">
              {longDate(next.session.startTime)}, {timeRange(next.session)} Uhr
            </span>
          </p>
        ) : (
          <p className="text-xs text-muted-foreground">Angemeldet am {dateTime(registration.registeredAt)} Uhr</p>
        )}
        <div className="flex flex-wrap gap-2">
          {next ? <CheckInCodeDialog booking={next} describedBy={`${id}-title ${id}-next`} /> : null}
          {/* A finished series is no longer on its course page. */}
          {seriesFinished(series, now) ? null : (
            <Link to={seriesHref(series.courseId, series.id)} className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-describedby={`${id}-title`}>
              Zur Kursreihe
            </Link>
          )}
          {registration.canCancel ? (
            <ConfirmAction
              trigger={
                <Button variant="outline" size="sm" disabled={cancelling} aria-describedby={`${id}-title`} className="text-destructive hover:bg-red-50">
                  {cancelling ? <Loader2 aria-hidden="true" className="animate-spin" /> : <XCircle aria-hidden="true" />}
                  {cancelling ? 'Wird abgemeldet...' : 'Abmelden'}
                </Button>
              }
              title={status === 'waitlisted' ? 'Von der Warteliste der Reihe abmelden?' : 'Von der ganzen Kursreihe abmelden?'}
              description={
                <p>
                  {series.title}, für {registration.personName}.{' '}
                  {status === 'waitlisted'
                    ? 'Der Platz auf der Warteliste wird freigegeben.'
                    : 'Die Plätze an allen kommenden Terminen werden freigegeben; eine offene Zahlung entfällt.'}
                </p>
              }
              confirmLabel="Ja, abmelden"
              cancelLabel="Nein, angemeldet bleiben"
              onConfirm={() => onCancel(registration)}
            />
          ) : null}
        </div>
      </div>
      {!registration.canCancel && status !== 'cancelled' && next ? (
        <p className="mt-2 text-xs text-muted-foreground">
          Anmeldefrist bis {germanDay(series.registrationClosesOn)}. {SERIES_TEXTS.cancelClosed}
        </p>
      ) : null}
    </article>
  );
}

/** For a prevention course: the certificate to download, why there is none, or what it takes. */
function CertificateState({ registration }: { registration: MySeriesRegistration }) {
  const { certificate, shortfall } = registration;
  if (certificate) {
    return (
      <div className="mt-4 flex flex-col gap-2 rounded-xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-brand-900">
          <span className="font-semibold">{SERIES_TEXTS.certificate}</span> Nr. {certificate.number} vom {germanDay(certificate.issuedOn)}.{' '}
          {SERIES_TEXTS.certificateNotice}
        </p>
        <a
          href={`/api/me/series-certificates/${encodeURIComponent(certificate.id)}/pdf`}
          download={`${SERIES_TEXTS.certificate}-${certificate.number}.pdf`}
          className={cn(buttonVariants({ size: 'sm' }), 'shrink-0')}
        >
          <FileDown aria-hidden="true" />
          {SERIES_TEXTS.certificate} (PDF)
        </a>
      </div>
    );
  }
  if (shortfall) {
    return (
      <p className="mt-4 flex items-start gap-2 rounded-xl bg-session-grey p-4 text-sm text-session-grey-ink">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Keine {SERIES_TEXTS.certificate}: {shortfall}.
        </span>
      </p>
    );
  }
  if (registration.status !== 'confirmed') return null;
  return (
    <p className="mt-4 flex items-start gap-2 text-sm text-muted-foreground">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>
        Nach dem letzten Termin erhalten Sie eine {SERIES_TEXTS.certificate} für Ihre Krankenkasse, wenn Sie mindestens{' '}
        {registration.datesNeeded} von {registration.totalDates} Terminen besucht haben.
      </span>
    </p>
  );
}

/** The registration's next date still open for check-in, as the booking that holds its place. */
function nextBooking(registration: MySeriesRegistration, bookings: MemberBooking[], now: number) {
  const dates = new Set(registration.series.dates.map((date) => date.sessionId));
  return (
    bookings
      .filter(
        (booking) =>
          booking.status === 'confirmed' &&
          booking.session.status !== 'cancelled' &&
          dates.has(booking.session.id) &&
          (booking.familyMember?.id ?? null) === registration.familyMemberId &&
          now <= checkInWindow(booking.session.startTime).closesAt.getTime(),
      )
      .sort((a, b) => Date.parse(a.session.startTime) - Date.parse(b.session.startTime))[0] ?? null
  );
}

function Fact({ icon: Icon, term, children }: { icon: typeof MapPin; term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <Icon aria-hidden="true" className="size-3.5 text-brand-700" />
        {term}
      </dt>
      <dd className="mt-0.5 pl-5 text-sm font-medium text-foreground">{children}</dd>
    </div>
  );
}
