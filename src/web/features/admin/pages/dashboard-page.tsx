import { Link } from 'react-router';
import { BadgeCheck, CalendarCheck, CalendarClock, ChevronRight, Dumbbell, FileText, Hourglass, Settings, Ticket, Users } from 'lucide-react';
import { adminNav } from '@/components/layout/admin-nav';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { AdminStats } from '@shared/schemas/admin';
import { useAdminStats } from '../api/get-admin-stats';
import { DashboardChartCards } from '../components/dashboard/dashboard-chart-cards';
import { PASS_EXPIRING_FILTER } from '@shared/schemas/pass-texts';

/** The sidebar's screens by path, so a block's links carry the same names as the navigation. */
const screens = new Map(adminNav.flatMap((group) => group.items).map((item) => [item.to, item]));
const linksTo = (...paths: string[]) => paths.map((to) => screens.get(to)).filter((item) => item !== undefined);

const blocks = [
  {
    icon: FileText,
    title: 'Content Management',
    text: 'Seiten, Beiträge, Medien, FAQ und Testimonials der Website pflegen.',
    links: linksTo('/admin/pages', '/admin/posts', '/admin/media', '/admin/faq', '/admin/testimonials', '/admin/menus', '/admin/newsletter'),
  },
  {
    icon: Dumbbell,
    title: 'Kursverwaltung',
    text: 'Kurse, Trainer, Räume und wöchentliche Zeitpläne organisieren.',
    links: linksTo('/admin/courses', '/admin/trainers', '/admin/rooms', '/admin/schedules', '/admin/sessions', '/admin/session-generator', '/admin/kursreihen'),
  },
  {
    icon: CalendarCheck,
    title: 'Buchungssystem',
    text: 'Buchungen, Wartelisten, Preise, Karten und Zahlungen im Blick behalten.',
    links: linksTo('/admin/bookings', '/admin/waitlist', '/admin/prices', '/admin/karten', '/admin/payments', '/admin/messages'),
  },
  {
    icon: Settings,
    title: 'Systemeinstellungen',
    text: 'Benutzer und Rollen verwalten, Website-Einstellungen anpassen.',
    links: linksTo('/admin/users', '/admin/settings', '/admin/protokoll'),
  },
];

const counters: { key: keyof AdminStats; label: string; icon: typeof Users; to: string }[] = [
  { key: 'members', label: 'Registrierte Mitglieder', icon: Users, to: '/admin/users' },
  { key: 'activeCourses', label: 'Aktive Kurse', icon: Dumbbell, to: '/admin/courses' },
  { key: 'upcomingSessions', label: 'Kommende Sessions', icon: CalendarClock, to: '/admin/sessions' },
  { key: 'confirmedBookings', label: 'Bestätigte Buchungen', icon: Ticket, to: '/admin/bookings' },
  { key: 'activeMemberships', label: 'Aktive Mitgliedschaften', icon: BadgeCheck, to: '/admin/karten' },
  { key: 'passesExpiringSoon', label: 'Karten laufen in 7 Tagen ab', icon: Hourglass, to: `/admin/karten?filter=${PASS_EXPIRING_FILTER}` },
];

/** /admin/dashboard: the counters, the three charts and the four areas of the back office. */
export function AdminDashboardPage() {
  const stats = useAdminStats();
  return (
    <>
      <AdminPageHeader title="Dashboard" description="Überblick über Mitglieder, Kurse, Sessions und Buchungen Ihres Sportzentrums." />
      <section aria-label="Kennzahlen" className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 2xl:grid-cols-6">
        {counters.map((counter) => (
          <Link
            key={counter.key}
            to={counter.to}
            className="group rounded-2xl border border-border bg-card p-4 transition-colors hover:border-brand-300 hover:bg-brand-50 sm:p-5"
          >
            <div className="flex items-start justify-between gap-2">
              <p className="text-sm text-muted-foreground">{counter.label}</p>
              <counter.icon aria-hidden="true" className="size-5 shrink-0 text-brand-700 sm:size-6" />
            </div>
            <p className="mt-1 text-2xl font-bold tabular-nums text-foreground sm:text-3xl" aria-live="polite">
              {stats.data ? stats.data[counter.key].toLocaleString('de-DE') : stats.isError ? '–' : '…'}
            </p>
          </Link>
        ))}
      </section>
      {stats.isError && (
        <p role="alert" className="mb-6 text-sm text-destructive">
          Die Kennzahlen konnten nicht geladen werden.
        </p>
      )}
      <section aria-label="Diagramme" className="mb-6">
        <DashboardChartCards />
      </section>
      <section aria-label="Bereiche" className="grid gap-4 md:grid-cols-2">
        {blocks.map((block) => (
          <Card key={block.title} className="shadow-none">
            <CardHeader className="flex-row items-start gap-4 pb-6">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <block.icon aria-hidden="true" className="size-5" />
              </span>
              <div className="grid min-w-0 gap-1">
                <CardTitle>{block.title}</CardTitle>
                <CardDescription>{block.text}</CardDescription>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {block.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        className="inline-flex min-h-9 items-center gap-1 rounded-lg border border-border px-2.5 text-sm font-medium text-brand-800 hover:border-brand-300 hover:bg-brand-50"
                      >
                        {link.label}
                        <ChevronRight aria-hidden="true" className="size-3.5" />
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </CardHeader>
          </Card>
        ))}
      </section>
    </>
  );
}

export default AdminDashboardPage;
