import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { CalendarClock, CircleCheck, Loader2, MapPin, UserRound, UserX } from 'lucide-react';
import { QueryState } from '@/components/data/query-state';
import { AreaPageHeader } from '@/components/layout/area-page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchField } from '@/components/ui/search-field';
import { isApiError } from '@/lib/api-client';
import { roomLabel, timeOf } from '@/lib/session-format';
import { ERROR_CODES } from '@shared/error-codes';
import type { CheckInDesk, CheckInParticipant, CheckInResult, CheckInSession } from '@shared/schemas/check-in';
import { useCheckInBooking } from '../api/check-in-booking';
import { useCheckInByCode } from '../api/check-in-by-code';
import { useCheckInDesk } from '../api/get-check-in-desk';
import { bannerOf, CheckInBanner, errorBannerOf, type BannerState } from '../components/check-in-banner';
import { CodeScanner } from '../components/code-scanner';
import { useStartCameraRequest } from '../lib/use-start-camera-request';

// At the door the next person should not read the last one's answer: it goes after a while.
const BANNER_SHOWN_MS = 12_000;
const SEARCH_MIN_CHARS = 2;

const normalized = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

function SessionRow({ session }: { session: CheckInSession }) {
  const share = session.booked > 0 ? Math.round((session.checkedIn / session.booked) * 100) : 0;
  return (
    <li className="grid gap-2 p-4 sm:px-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-lg font-semibold text-brand-950">{session.courseName}</p>
        <p className="text-base font-semibold tabular-nums text-foreground">
          {timeOf(session.startTime)}–{timeOf(session.endTime)} Uhr
        </p>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-3.5" />
          {roomLabel(session)}
        </span>
        {session.trainerName ? (
          <span className="inline-flex items-center gap-1.5">
            <UserRound aria-hidden="true" className="size-3.5" />
            {session.trainerName}
          </span>
        ) : null}
      </p>
      <div className="grid gap-1.5">
        <p className="text-sm font-medium text-foreground tabular-nums">
          Eingecheckt: {session.checkedIn} von {session.booked}
        </p>
        <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted ring-1 ring-border">
          <div className="h-full rounded-full bg-emerald-600" style={{ width: `${share}%` }} />
        </div>
      </div>
    </li>
  );
}

function NameSearch({ desk, onCheckIn, busyId, result }: { desk: CheckInDesk; onCheckIn: (participant: CheckInParticipant) => void; busyId: string | null; result: ReactNode }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const sessionsById = useMemo(() => new Map(desk.sessions.map((s) => [s.id, s])), [desk.sessions]);
  const term = normalized(query.trim());
  const matches = term.length >= SEARCH_MIN_CHARS ? desk.participants.filter((p) => normalized(p.name).includes(term)) : [];

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-brand-950">
        Name suchen
      </h2>
      <SearchField
        id={`${id}-search`}
        label="Name der Teilnehmerin oder des Teilnehmers"
        value={query}
        onValueChange={setQuery}
        placeholder="z. B. Muster"
        aria-describedby={`${id}-result`}
      />
      <p id={`${id}-result`} className="text-sm text-muted-foreground" aria-live="polite">
        {term.length < SEARCH_MIN_CHARS
          ? 'Ab zwei Buchstaben erscheinen die passenden Personen dieser Termine.'
          : matches.length === 0
            ? 'Niemand mit diesem Namen in diesen Terminen.'
            : matches.length === 1
              ? '1 Person gefunden.'
              : `${matches.length} Personen gefunden.`}
      </p>
      {result}
      {matches.length > 0 ? (
        <Card className="overflow-hidden shadow-none">
          <ul className="divide-y">
            {matches.map((p) => {
              const session = sessionsById.get(p.sessionId);
              return (
                <li key={p.bookingId} className="flex flex-wrap items-center justify-between gap-3 p-4 sm:px-5">
                  <div className="min-w-0">
                    <p className="font-semibold text-foreground">{p.name}</p>
                    {session ? (
                      <p className="text-sm text-muted-foreground">
                        {session.courseName}, {timeOf(session.startTime)} Uhr
                      </p>
                    ) : null}
                  </div>
                  {p.status === 'attended' ? (
                    <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200">
                      <CircleCheck aria-hidden="true" className="size-4" />
                      Eingecheckt
                    </span>
                  ) : (
                    <Button className="h-11" disabled={busyId !== null} onClick={() => onCheckIn(p)} aria-label={session ? `${p.name} einchecken (${session.courseName}, ${timeOf(session.startTime)} Uhr)` : `${p.name} einchecken`}>
                      {busyId === p.bookingId ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
                      Einchecken
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </Card>
      ) : null}
    </section>
  );
}

function Desk({ desk }: { desk: CheckInDesk }) {
  const startCamera = useStartCameraRequest();
  // The answer shows where it was asked for: under the scanner, or under the name search.
  const [banner, setBanner] = useState<BannerState | null>(null);
  const [nameBanner, setNameBanner] = useState<BannerState | null>(null);
  const byCode = useCheckInByCode();
  const byName = useCheckInBooking();
  const busy = byCode.isPending || byName.isPending;

  useEffect(() => {
    if (!banner && !nameBanner) return;
    const timer = window.setTimeout(() => {
      setBanner(null);
      setNameBanner(null);
    }, BANNER_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [banner, nameBanner]);

  const answerTo = (show: (state: BannerState | null) => void) => ({
    onSuccess: (result: CheckInResult) => show(bannerOf(result)),
    onError: (error: unknown) => show(errorBannerOf(error)),
  });
  const onCode = (code: string) => {
    if (busy) return;
    setNameBanner(null);
    byCode.mutate({ code }, answerTo(setBanner));
  };
  const onCheckIn = (participant: CheckInParticipant) => {
    if (busy) return;
    setBanner(null);
    byName.mutate(participant.bookingId, answerTo(setNameBanner));
  };

  return (
    <div className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
        <Card className="shadow-none">
          <section aria-labelledby="scan-title" className="grid gap-4 p-5 sm:p-6">
            <h2 id="scan-title" className="text-xl font-semibold text-brand-950">
              QR-Code scannen
            </h2>
            <p className="text-sm text-muted-foreground">
              Den QR-Code finden Sie in Ihrem Bereich unter „Meine Buchungen“. Halten Sie ihn in den Rahmen der Kamera.
            </p>
            <CodeScanner
              onCode={onCode}
              busy={byCode.isPending}
              facing="user"
              autoStartCamera={startCamera}
              focusField
              result={<CheckInBanner state={banner} idle="Bereit: QR-Code vor die Kamera halten oder Code eingeben." />}
            />
          </section>
        </Card>
        <div className="grid gap-6">
          <section aria-labelledby="sessions-title" className="grid gap-3">
            <h2 id="sessions-title" className="text-xl font-semibold text-brand-950">
              Offen zum Einchecken ({desk.sessions.length})
            </h2>
            {desk.sessions.length === 0 ? (
              <EmptyState icon={CalendarClock} title="Gerade kann in keinen Termin eingecheckt werden.">
                Einchecken ist ab 30 Minuten vor Beginn eines Termins möglich.
              </EmptyState>
            ) : (
              <Card className="overflow-hidden shadow-none">
                <ul className="divide-y">
                  {desk.sessions.map((session) => (
                    <SessionRow key={session.id} session={session} />
                  ))}
                </ul>
              </Card>
            )}
          </section>
          {desk.sessions.length > 0 ? <NameSearch desk={desk} onCheckIn={onCheckIn} busyId={byName.isPending ? (byName.variables ?? null) : null} result={<CheckInBanner state={nameBanner} size="md" />} /> : null}
        </div>
      </div>
    </div>
  );
}

/** /trainer/check-in: the desk at the entrance, for a tablet. Members scan their code; staff find names. */
export function CheckInDeskPage() {
  const desk = useCheckInDesk();
  return (
    <>
      <AreaPageHeader title="Einchecken" intro="Für die Termine, in die jetzt eingecheckt werden kann: ab 30 Minuten vor Beginn." />
      <QueryState
        query={desk}
        errorTitle="Die Termine konnten nicht geladen werden"
        renderError={(error) =>
          isApiError(error, 404) && error.code === ERROR_CODES.TRAINER_NOT_LINKED ? (
            <EmptyState icon={UserX} title="Kein Trainerprofil verknüpft">
              Mit Ihrem Konto ist kein Trainerprofil verknüpft. Bitte wenden Sie sich an die Verwaltung.
            </EmptyState>
          ) : null
        }
      >
        {(data) => <Desk desk={data} />}
      </QueryState>
    </>
  );
}

export default CheckInDeskPage;
