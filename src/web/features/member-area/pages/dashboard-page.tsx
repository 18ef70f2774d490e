import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { UserRound } from 'lucide-react';
import { QueryState } from '@/components/data/query-state';
import { AreaPageHeader } from '@/components/layout/area-page-header';
import { InfoCard } from '@/components/layout/info-card';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMe } from '@/features/auth';
import { useMyBookings } from '../api/get-my-bookings';
import { useMyMessages } from '../api/get-my-messages';
import { useMyOverview } from '../api/get-my-overview';
import { useMyPayments } from '../api/get-my-payments';
import { useMarkRepliesSeen } from '../api/mark-replies-seen';
import { BookingsTable } from '../components/bookings-table';
import { DashboardCounters } from '../components/dashboard-counters';
import { MessagesList } from '../components/messages-list';
import { NewMessageDialog } from '../components/new-message-dialog';
import { PaymentsTable } from '../components/payments-table';

const TABS = ['buchungen', 'zahlungen', 'nachrichten', 'profil'] as const;
type Tab = (typeof TABS)[number];
const DEFAULT_TAB: Tab = 'buchungen';

const trigger = 'min-h-9 px-2 text-[13px] sm:px-3 sm:text-sm';

function BookingsPanel() {
  const bookings = useMyBookings();
  if (bookings.isPending) return <PageSpinner label="Lädt..." />;
  if (bookings.isError) return <LoadError title="Ihre Buchungen konnten nicht geladen werden" onRetry={() => void bookings.refetch()} />;
  return <BookingsTable bookings={bookings.data.bookings} />;
}

function PaymentsPanel() {
  const payments = useMyPayments();
  if (payments.isPending) return <PageSpinner label="Lädt..." />;
  if (payments.isError) return <LoadError title="Ihre Zahlungen konnten nicht geladen werden" onRetry={() => void payments.refetch()} />;
  return <PaymentsTable payments={payments.data} />;
}

function MessagesPanel() {
  const messages = useMyMessages();
  const markSeen = useMarkRepliesSeen();
  const marked = useRef(false);
  const hasNewReply = messages.data?.some((m) => m.newReply) ?? false;

  // The replies are on screen now: they stop counting as new (once per visit of the tab).
  useEffect(() => {
    if (!hasNewReply || marked.current) return;
    marked.current = true;
    markSeen.mutate();
  }, [hasNewReply, markSeen]);

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">Ihre Nachrichten an unser Team und unsere Antworten.</p>
        <NewMessageDialog />
      </div>
      <QueryState query={messages} errorTitle="Ihre Nachrichten konnten nicht geladen werden">
        {(data) => (
          <MessagesList messages={data} />
        )}
      </QueryState>
    </div>
  );
}

function ProfilePanel() {
  return (
    <InfoCard
      icon={UserRound}
      title="Profil"
      action={
        <Button asChild>
          <Link to="/member/profile">Profil bearbeiten</Link>
        </Button>
      }
    >
      Vorname, Nachname und Telefonnummer ändern oder ein neues Passwort anfordern.
    </InfoCard>
  );
}

/** /member/dashboard: greeting, four counters, and tabs for bookings, payments, messages and profile. */
export function MemberDashboardPage() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as Tab) : DEFAULT_TAB;
  const overview = useMyOverview();
  const { data: me } = useMe();
  // The signed-in user is already known (the area's guard loaded it): greet at once, the overview confirms.
  const firstName = overview.data ? overview.data.firstName : me?.user.firstName?.trim();

  const setTab = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === DEFAULT_TAB) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <AreaPageHeader
        title="Mein Bereich"
        intro={
          overview.isPending && !me ? (
            <Spinner label="Lädt..." showLabel />
          ) : (
            <h2 className="text-xl font-semibold text-brand-800">Hallo, {firstName || 'Mitglied'}!</h2>
          )
        }
      />
      <div className="grid gap-6">
        <DashboardCounters overview={overview.data} failed={overview.isError} />
        {overview.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Die Übersicht konnte nicht geladen werden.
          </p>
        ) : null}

        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Mein Bereich" className="grid h-auto min-h-11 grid-cols-2 gap-1 bg-white ring-1 ring-border sm:grid-cols-4">
            <TabsTrigger value="buchungen" className={trigger}>Meine Buchungen</TabsTrigger>
            <TabsTrigger value="zahlungen" className={trigger}>Zahlungen</TabsTrigger>
            <TabsTrigger value="nachrichten" className={trigger}>Nachrichten</TabsTrigger>
            <TabsTrigger value="profil" className={trigger}>Profil</TabsTrigger>
          </TabsList>
          <TabsContent value="buchungen">
            <BookingsPanel />
          </TabsContent>
          <TabsContent value="zahlungen">
            <PaymentsPanel />
          </TabsContent>
          <TabsContent value="nachrichten">
            <MessagesPanel />
          </TabsContent>
          <TabsContent value="profil">
            <ProfilePanel />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}

export default MemberDashboardPage;
