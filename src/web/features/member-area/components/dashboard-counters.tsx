import { CalendarCheck, CreditCard, MessageSquare, Ticket, type LucideIcon } from 'lucide-react';
import type { MemberOverview } from '@shared/schemas/overview';
import { Card } from '@/components/ui/card';

const COUNTERS: { key: Exclude<keyof MemberOverview, 'firstName'>; label: string; icon: LucideIcon }[] = [
  { key: 'upcomingBookings', label: 'Kommende Kurse', icon: CalendarCheck },
  { key: 'openPayments', label: 'Offene Zahlungen', icon: CreditCard },
  { key: 'newMessages', label: 'Neue Nachrichten', icon: MessageSquare },
  { key: 'totalBookings', label: 'Buchungen gesamt', icon: Ticket },
];

/** The dashboard's four counters; '…' while they load, '–' when they could not be loaded. */
export function DashboardCounters({ overview, failed }: { overview: MemberOverview | undefined; failed: boolean }) {
  return (
    <section aria-label="Übersicht" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {COUNTERS.map(({ key, label, icon: Icon }) => (
        <Card key={key} data-counter={key} className="shadow-none">
          <div className="flex items-start justify-between gap-2 p-4 sm:p-5">
            <div className="min-w-0">
              <p className="text-sm leading-5 text-muted-foreground">{label}</p>
              <p className="mt-1 text-3xl font-bold tabular-nums text-foreground">
                {overview ? overview[key].toLocaleString('de-DE') : failed ? '–' : '…'}
              </p>
            </div>
            <span className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 min-[400px]:inline-flex">
              <Icon aria-hidden="true" className="size-5" />
            </span>
          </div>
        </Card>
      ))}
    </section>
  );
}
