import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Baby, CalendarDays, CalendarClock, Check, Euro, Hourglass, MapPin, ShieldCheck, UserRound, Users } from 'lucide-react';
import { ageRangeSentence } from '@shared/age-range';
import { formatMoney } from '@shared/money';
import type { MySeriesRegistration, SeriesSummary } from '@shared/schemas/series';
import { SERIES_TEXTS } from '@shared/schemas/series-texts';
import { germanDay } from '@shared/time';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { seriesAnchorId, seriesSpanText } from '../lib/series-dates';
import { SeriesDateList } from './series-date-list';

/** The badge of a prevention course: health insurers pay part of it. */
export const PREVENTION_BADGE = '§ 20 SGB V – von Krankenkassen bezuschusst';

/** 'noch 5 von 12 Plätzen frei', or 'ausgebucht – Warteliste'. */
export function placesText(series: Pick<SeriesSummary, 'placesLeft' | 'capacity' | 'waitlistCount'>) {
  if (series.placesLeft <= 0) return `ausgebucht – Warteliste${series.waitlistCount > 0 ? ` (${series.waitlistCount} wartend)` : ''}`;
  return `noch ${series.placesLeft} von ${series.capacity} ${series.capacity === 1 ? 'Platz' : 'Plätzen'} frei`;
}

type SeriesCardProps = {
  series: SeriesSummary;
  /** The signed-in member's live registrations for it (their own and their family members'). */
  registrations: MySeriesRegistration[];
  /** `button`: the one pressed, which gets the focus back after the dialog. */
  onRegister: (series: SeriesSummary, button: HTMLElement) => void;
};

/** One series on its course page: what it is, all its dates, places, price and deadline, and the registration. */
export function SeriesCard({ series, registrations, onRegister }: SeriesCardProps) {
  const id = useId();
  const full = series.placesLeft <= 0;
  const ageSentence = ageRangeSentence(series);
  const label = !series.registrationOpen ? 'Anmeldung geschlossen' : full ? SERIES_TEXTS.joinWaitlist : SERIES_TEXTS.register;

  return (
    <article
      id={seriesAnchorId(series.id)}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl border border-border bg-card p-5 shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-6"
    >
      {series.isPrevention || ageSentence ? (
        <div className="mb-3 flex flex-wrap gap-2">
          {series.isPrevention ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">
              <ShieldCheck aria-hidden="true" className="size-4" />
              {PREVENTION_BADGE}
            </span>
          ) : null}
          {ageSentence ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-session-mint px-3 py-1 text-sm font-semibold text-session-mint-ink">
              <Baby aria-hidden="true" className="size-4" />
              {ageSentence}
            </span>
          ) : null}
        </div>
      ) : null}
      <h3 id={`${id}-title`} className="text-xl font-bold tracking-tight text-brand-950">
        {series.title}
      </h3>
      {series.description ? <p className="mt-2 text-sm leading-6 text-muted-foreground">{series.description}</p> : null}

      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Fact icon={CalendarDays} term="Termine">
          {seriesSpanText(series.dates)}
        </Fact>
        <Fact icon={Euro} term="Preis">
          {formatMoney(series.price)} für die ganze Reihe
        </Fact>
        <Fact icon={UserRound} term="Trainer">
          {series.trainerName ?? 'Wird noch bekannt gegeben'}
        </Fact>
        <Fact icon={MapPin} term="Raum">
          {series.roomName ?? 'Wird noch bekannt gegeben'}
        </Fact>
        <Fact icon={Users} term="Plätze">
          <span className={cn(full && 'text-session-sand-ink')}>{placesText(series)}</span>
        </Fact>
        <Fact icon={CalendarClock} term="Anmeldung">
          {series.registrationOpen ? `Anmeldung bis ${germanDay(series.registrationClosesOn)}` : 'Anmeldefrist abgelaufen'}
        </Fact>
        {series.isPrevention ? (
          <>
            <Fact icon={ShieldCheck} term="ZPP-Kurs-ID">
              {series.zppId}
            </Fact>
            {series.courseLeader ? (
              <Fact icon={UserRound} term="Kursleitung">
                {series.courseLeader}
              </Fact>
            ) : null}
          </>
        ) : null}
      </dl>

      <h4 className="mt-5 text-sm font-semibold text-brand-950">Alle Termine</h4>
      <SeriesDateList dates={series.dates} label={`Termine: ${series.title}`} className="mt-2" />

      <div className="mt-5 flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-1 text-sm">
          {registrations.map((registration) => (
            <p key={registration.id} className="inline-flex items-center gap-1.5 font-medium">
              {registration.status === 'confirmed' ? (
                <Check aria-hidden="true" className="size-4 text-brand-700" />
              ) : (
                <Hourglass aria-hidden="true" className="size-4 text-session-sand-ink" />
              )}
              {registrationLine(registration)}
            </p>
          ))}
          {registrations.length > 0 ? (
            <Link to="/member/bookings" className="text-sm font-semibold text-brand-700 underline underline-offset-2">
              Meine Buchungen
            </Link>
          ) : (
            <p className="text-muted-foreground">Bezahlung an der Theke</p>
          )}
        </div>
        <Button
          className="sm:min-w-56"
          variant={series.registrationOpen ? 'default' : 'outline'}
          disabled={!series.registrationOpen}
          aria-describedby={`${id}-title`}
          onClick={(event) => onRegister(series, event.currentTarget)}
        >
          {full && series.registrationOpen ? <Hourglass aria-hidden="true" /> : null}
          {label}
        </Button>
      </div>
    </article>
  );
}

/** 'Sie sind angemeldet.', 'Lina Muster: Warteliste, Platz 2'. */
function registrationLine(registration: MySeriesRegistration) {
  const who = registration.familyMemberId ? `${registration.personName}: ` : '';
  if (registration.status === 'confirmed') return registration.familyMemberId ? `${who}angemeldet` : 'Sie sind angemeldet.';
  const place = registration.waitlistPosition ? `, Platz ${registration.waitlistPosition}` : '';
  return registration.familyMemberId ? `${who}Warteliste${place}` : `Sie stehen auf der Warteliste${place}.`;
}

function Fact({ icon: Icon, term, children }: { icon: typeof MapPin; term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
        <Icon aria-hidden="true" className="size-3.5 shrink-0 text-brand-700" />
        {term}
      </dt>
      <dd className="mt-0.5 pl-5 font-medium break-words text-foreground">{children}</dd>
    </div>
  );
}
