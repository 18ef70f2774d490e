import { useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarCheck, Hourglass, History } from 'lucide-react';
import { QueryState } from '@/components/data/query-state';
import { AreaPageHeader } from '@/components/layout/area-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCancelBooking } from '../api/cancel-booking';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { useAcceptOffer } from '../api/accept-offer';
import { useNow } from '@/lib/render-instant';
import { useMySeriesRegistrations } from '@/features/series';
import type { MemberBooking, MemberWaitlistEntry } from '@shared/schemas/bookings';
import { useMyBookings } from '../api/get-my-bookings';
import { BookingCard } from '../components/booking-card';
import { CalendarFeedCard } from '../components/calendar-feed-card';
import { OfflineCodesCard } from '../components/offline-codes-card';
import { MySeriesSection } from '../components/my-series-section';
import { PushNotificationsCard } from '../components/push-notifications-card';
import { offerRuns, WaitlistCard } from '../components/waitlist-card';
import { offerDeadlineText } from '@shared/booking-rules';

const TABS = ['kommende', 'warteliste', 'vergangene'] as const;
type Tab = (typeof TABS)[number];

const trigger = 'px-1 text-[13px] sm:px-3 sm:text-sm';

const startOf = (b: { session: { startTime: string } }) => Date.parse(b.session.startTime);

/** /member/bookings 'Meine Buchungen': upcoming, waiting list, past; cancel; calendar. */
export function MemberBookingsPage() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('ansicht');
  const tab: Tab = (TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as Tab) : 'kommende';
  const now = useNow();
  const data = useMyBookings();
  const cancel = useCancelBooking();
  const leave = useLeaveWaitlist();
  const accept = useAcceptOffer();
  const panels = useRef<Partial<Record<Tab, HTMLDivElement | null>>>({});
  // With 'Meine Kursreihen' above them, the tabs get a heading of their own.
  const hasSeries = (useMySeriesRegistrations().data?.length ?? 0) > 0;

  const { upcoming, past, waitlist } = useMemo(() => {
    const bookings = data.data?.bookings ?? [];
    return {
      // Confirmed bookings whose session starts now or later, soonest first.
      upcoming: bookings.filter((b) => b.status === 'confirmed' && startOf(b) >= now).sort((a, b) => startOf(a) - startOf(b)),
      // Sessions in the past, or cancelled bookings; latest first.
      past: bookings.filter((b) => startOf(b) < now || b.status === 'cancelled').sort((a, b) => startOf(b) - startOf(a)),
      // Waiting-list places of future sessions, soonest first.
      waitlist: (data.data?.waitlist ?? []).filter((w) => startOf(w) >= now).sort((a, b) => startOf(a) - startOf(b)),
    };
  }, [data.data, now]);

  const offers = waitlist.filter((entry) => offerRuns(entry, now));

  // A card that leaves its list takes the focus with it; give it to the list's panel instead.
  const focusPanel = (which: Tab) => window.setTimeout(() => panels.current[which]?.focus(), 0);

  function cancelBooking(booking: MemberBooking) {
    cancel.mutate(booking.id, {
      // The server's message says what became of a pass's entry (credited back, or forfeited late).
      onSuccess: ({ message }) => {
        toast.success('Buchung storniert', { description: message });
        focusPanel('kommende');
      },
      onError: (error) => toast.error('Fehler', { description: errorMessage(error) }),
    });
  }

  function acceptOffer(entry: MemberWaitlistEntry) {
    accept.mutate(entry.id, {
      onSuccess: ({ message }) => {
        toast.success('Platz angenommen', { description: message });
        focusPanel('warteliste');
      },
      onError: (error) => toast.error('Nicht gebucht', { description: errorMessage(error) }),
    });
  }

  function leaveWaitlist(entry: MemberWaitlistEntry) {
    const declined = offerRuns(entry, Date.now());
    leave.mutate(entry.id, {
      onSuccess: ({ message }) => {
        toast.success(declined ? 'Platz abgelehnt' : 'Von der Warteliste entfernt', { description: message });
        focusPanel('warteliste');
      },
      onError: (error) => toast.error('Fehler', { description: errorMessage(error) }),
    });
  }

  const setTab = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === 'kommende') next.delete('ansicht');
        else next.set('ansicht', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <AreaPageHeader title="Meine Buchungen" intro="Kommende und vergangene Buchungen, Ihre Kursreihen sowie Ihre Wartelisten-Plätze." />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <div className="min-w-0">
          <QueryState query={data} errorTitle="Ihre Buchungen konnten nicht geladen werden">
            {(loaded) => (
              <>
                <MySeriesSection bookings={loaded.bookings} />
                {hasSeries ? (
                  <h2 className="mb-4 text-xl font-bold tracking-tight text-brand-950">Alle Termine</h2>
                ) : null}
                <Tabs value={tab} onValueChange={setTab}>
                  {tab !== 'warteliste' && offers.length > 0 ? (
                    <div role="status" className="mb-4 flex flex-col gap-3 rounded-xl bg-session-mint px-4 py-3 text-sm text-session-mint-ink sm:flex-row sm:items-center sm:justify-between">
                      <p className="font-medium">
                        {offers.length === 1
                          ? `Für Sie wird ein Platz gehalten: ${offers[0].session.course.name}, bis ${offerDeadlineText(offers[0].offerExpiresAt!, now)}.`
                          : `Für Sie werden ${offers.length} Plätze gehalten. Nehmen Sie sie rechtzeitig an.`}
                      </p>
                      <Button size="sm" variant="outline" className="shrink-0 bg-white" onClick={() => setTab('warteliste')}>
                        Zur Warteliste
                      </Button>
                    </div>
                  ) : null}
                  <TabsList aria-label="Buchungen" className="grid h-auto min-h-11 grid-cols-3 bg-white ring-1 ring-border">
                    <TabsTrigger value="kommende" className={trigger}>Kommende ({upcoming.length})</TabsTrigger>
                    <TabsTrigger value="warteliste" className={trigger}>Warteliste ({waitlist.length})</TabsTrigger>
                    <TabsTrigger value="vergangene" className={trigger}>Vergangene ({past.length})</TabsTrigger>
                  </TabsList>

                  <TabsContent value="kommende" ref={(el) => void (panels.current.kommende = el)}>
                    {upcoming.length === 0 ? (
                      <EmptyState
                        icon={CalendarCheck}
                        title="Keine kommenden Buchungen vorhanden."
                        action={
                          <Button asChild>
                            <Link to="/stundenplan">Zum Stundenplan</Link>
                          </Button>
                        }
                      />
                    ) : (
                      <ul className="grid gap-4">
                        {upcoming.map((booking) => (
                          <li key={booking.id}>
                            <BookingCard
                              booking={booking}
                              cancellable
                              onCancel={cancelBooking}
                              cancelling={cancel.isPending && cancel.variables === booking.id}
                            />
                          </li>
                        ))}
                      </ul>
                    )}
                  </TabsContent>

                  <TabsContent value="warteliste" ref={(el) => void (panels.current.warteliste = el)}>
                    {waitlist.length === 0 ? (
                      <EmptyState icon={Hourglass} title="Keine Wartelisten-Einträge vorhanden." />
                    ) : (
                      <ul className="grid gap-4">
                        {waitlist.map((entry) => (
                          <li key={entry.id}>
                            <WaitlistCard
                              entry={entry}
                              onLeave={leaveWaitlist}
                              leaving={leave.isPending && leave.variables === entry.id}
                              onAccept={acceptOffer}
                              accepting={accept.isPending && accept.variables === entry.id}
                            />
                          </li>
                        ))}
                      </ul>
                    )}
                  </TabsContent>

                  <TabsContent value="vergangene" ref={(el) => void (panels.current.vergangene = el)}>
                    {past.length === 0 ? (
                      <EmptyState icon={History} title="Keine vergangenen Buchungen vorhanden." />
                    ) : (
                      <ul className="grid gap-4">
                        {past.map((booking) => (
                          <li key={booking.id}>
                            <BookingCard booking={booking} cancellable={false} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </TabsContent>
                </Tabs>
              </>
            )}
          </QueryState>
        </div>
        <div className="grid content-start gap-6">
          <OfflineCodesCard />
          <PushNotificationsCard />
          <CalendarFeedCard />
        </div>
      </div>
    </>
  );
}

export default MemberBookingsPage;
