import { useId } from 'react';
import { Navigate } from 'react-router';
import { ArrowLeft, CalendarCheck, CloudOff, Loader2, Smartphone, WifiOff } from 'lucide-react';
import { BrandMark } from '@/components/layout/brand';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useNow } from '@/lib/render-instant';
import { longDate, roomLabel, shortDate, timeOf, timeRange } from '@/lib/session-format';
import { useSiteSettings } from '@/lib/site-settings';
import { OFFLINE_CHECK_IN_DAYS } from '@shared/check-in-window';
import type { MyCheckInCode } from '@shared/schemas/check-in';
import { useKeptCheckInCodes, useStoredCheckInCodes } from '../api/get-my-check-in-codes';
import { checkInWindowText } from '../components/check-in-window-text';
// Not lazy, unlike in the booking dialog: offline only the files this page names are there.
import { QrCode } from '../components/two-factor/qr-code';

const PAGE_PATH = '/member/check-in-codes';

/** '12.03.2026 um 14:05 Uhr' */
const savedAtText = (iso: string) => `${shortDate(iso)} um ${timeOf(iso)} Uhr`;

/**
 * /member/check-in-codes 'Meine Check-in-Codes' (docs/decisions/0045): the QR codes of the member's
 * bookings of the coming days, for the door. The service worker answers this page without a network from
 * its copy of it, which knows no one: then the page shows the codes the device keeps, with when they were
 * last brought up to date. It stands alone, without the site's header and footer, so that nothing on it
 * needs a file the copy does not hold; its links load whole pages for the same reason.
 */
export function CheckInCodesPage() {
  const { siteTitle } = useSiteSettings();
  const now = useNow(30_000);
  const [stored, setStored] = useStoredCheckInCodes();
  const { fresh, userId } = useKeptCheckInCodes(setStored);

  const signedOut = isApiError(fresh.error, 401);
  if (signedOut) return <Navigate to="/auth" replace state={{ from: PAGE_PATH }} />;

  // Offline the device's codes are shown: those of the member signed in, or, when the page does not know
  // who that is (the worker's copy), of whoever kept them here.
  const offline = fresh.isError && isApiError(fresh.error, 0);
  const usable = stored && (!userId || stored.userId === userId) ? stored : null;
  // While the server is being asked (a weak signal can take long) the kept codes are shown already.
  const shown = fresh.data?.codes ?? usable?.codes;
  const open = shown?.filter((code) => Date.parse(code.closesAt) >= now);

  return (
    <div className="min-h-svh bg-muted/70">
      <header className="border-b bg-white">
        <div className="mx-auto flex w-full max-w-4xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <a href="/" className="inline-flex min-w-0 items-center gap-2.5 rounded-lg font-semibold text-brand-900">
            <BrandMark className="size-8" />
            {/* On a phone the mark alone: the way back to the bookings needs the room. */}
            <span className="sr-only truncate sm:not-sr-only">{siteTitle}</span>
          </a>
          <a href="/member/bookings" className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'shrink-0' })}>
            <ArrowLeft aria-hidden="true" />
            Meine Buchungen
          </a>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950">Meine Check-in-Codes</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Zeigen Sie den Code am Eingang oder Ihrer Trainerin bzw. Ihrem Trainer. Die Codes der nächsten {OFFLINE_CHECK_IN_DAYS} Tage
          bleiben auf diesem Gerät gespeichert und funktionieren auch ohne Netz.
        </p>

        <div className="mt-6">
          {fresh.isError && usable ? (
            <p role="status" className="flex items-start gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
              {offline ? <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
              {offline
                ? `Offline – zuletzt aktualisiert am ${savedAtText(usable.savedAt)}`
                : `Die Codes konnten gerade nicht aktualisiert werden – zuletzt aktualisiert am ${savedAtText(usable.savedAt)}`}
            </p>
          ) : fresh.isPending && usable ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin text-primary" />
              Gespeichert am {savedAtText(usable.savedAt)}, wird aktualisiert...
            </p>
          ) : fresh.data && stored?.userId === userId ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Smartphone aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              Auf diesem Gerät gespeichert, auch ohne Netz abrufbar.
            </p>
          ) : null}
        </div>

        <div className="mt-6">
          {open === undefined ? (
            fresh.isError && stored !== undefined ? (
              <EmptyState icon={WifiOff} title={offline ? 'Sie sind offline.' : 'Die Codes konnten nicht geladen werden.'} as="h2">
                Auf diesem Gerät sind keine Check-in-Codes gespeichert. Öffnen Sie einmal mit Netz Meine Buchungen oder diese Seite: Danach sind Ihre Codes
                der nächsten {OFFLINE_CHECK_IN_DAYS} Tage hier auch ohne Netz abrufbar.
              </EmptyState>
            ) : (
              <PageSpinner label="Check-in-Codes werden geladen..." />
            )
          ) : open.length === 0 ? (
            <EmptyState
              icon={CalendarCheck}
              title={`Keine Check-in-Codes für die nächsten ${OFFLINE_CHECK_IN_DAYS} Tage.`}
              as="h2"
              action={
                fresh.data ? (
                  <a href="/stundenplan" className={buttonVariants()}>
                    Zum Stundenplan
                  </a>
                ) : null
              }
            >
              Sobald Sie einen Termin gebucht haben, steht sein Code hier.
            </EmptyState>
          ) : (
            <ul className="grid gap-5 md:grid-cols-2">
              {open.map((code) => (
                <li key={code.bookingId}>
                  <CodeCard code={code} now={now} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </main>
    </div>
  );
}

function CodeCard({ code, now }: { code: MyCheckInCode; now: number }) {
  const id = useId();
  const when = `${longDate(code.startsAt)}, ${timeRange({ startTime: code.startsAt, endTime: code.endsAt })} Uhr`;
  return (
    <article aria-labelledby={`${id}-title`} data-check-in-booking={code.bookingId} className="grid gap-4 rounded-2xl border border-border bg-card p-5 shadow-xs sm:p-6">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-950">
          {code.courseName}
        </h2>
        <p className="mt-1 text-sm text-foreground">{when}</p>
        <p className="text-sm text-muted-foreground">
          {roomLabel(code)} · Für {code.personName}
        </p>
      </div>
      <div className="mx-auto aspect-square w-full max-w-64 rounded-xl border bg-white p-2 shadow-xs">
        <QrCode value={code.code} label={`QR-Code zum Einchecken: ${code.courseName}, ${when}, für ${code.personName}`} className="size-full" />
      </div>
      <p className="text-center text-sm font-medium text-foreground">{checkInWindowText(code, now)}</p>
      <p className="text-center text-xs text-muted-foreground">
        Code:{' '}
        <code translate="no" data-check-in-code={code.code} className="font-mono break-all text-foreground">
          {code.code}
        </code>
      </p>
    </article>
  );
}

export default CheckInCodesPage;
