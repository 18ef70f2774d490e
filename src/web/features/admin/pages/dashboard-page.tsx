import { CalendarCheck, CalendarClock, Dumbbell, FileText, Settings, Ticket, Users } from 'lucide-react';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { AdminStats } from '@shared/schemas/admin';
import { useAdminStats } from '../api/get-admin-stats';

const blocks = [
  {
    icon: FileText,
    title: 'Content Management',
    text: 'Seiten, Beiträge, Medien, FAQ und Testimonials der Website pflegen.',
  },
  {
    icon: Dumbbell,
    title: 'Kursverwaltung',
    text: 'Kurse, Trainer, Räume und wöchentliche Zeitpläne organisieren.',
  },
  {
    icon: CalendarCheck,
    title: 'Buchungssystem',
    text: 'Buchungen, Wartelisten, Preise und Zahlungen im Blick behalten.',
  },
  {
    icon: Settings,
    title: 'Systemeinstellungen',
    text: 'Benutzer und Rollen verwalten, Website-Einstellungen anpassen.',
  },
];

const counters: { key: keyof AdminStats; label: string; icon: typeof Users }[] = [
  { key: 'members', label: 'Registrierte Mitglieder', icon: Users },
  { key: 'activeCourses', label: 'Aktive Kurse', icon: Dumbbell },
  { key: 'upcomingSessions', label: 'Kommende Sessions', icon: CalendarClock },
  { key: 'confirmedBookings', label: 'Bestätigte Buchungen', icon: Ticket },
];

/** /admin/dashboard */
export function AdminDashboardPage() {
  const stats = useAdminStats();
  return (
    <>
      <AdminPageHeader title="Dashboard" description="Überblick über Mitglieder, Kurse, Sessions und Buchungen Ihres Sportzentrums." />
      <section aria-label="Kennzahlen" className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {counters.map((counter) => (
          <Card key={counter.key} className="shadow-none">
            <div className="flex items-center justify-between gap-3 p-5">
              <div>
                <p className="text-sm text-muted-foreground">{counter.label}</p>
                <p className="mt-1 text-3xl font-bold tabular-nums text-foreground" aria-live="polite">
                  {stats.data ? stats.data[counter.key].toLocaleString('de-DE') : stats.isError ? '–' : '…'}
                </p>
              </div>
              <counter.icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
            </div>
          </Card>
        ))}
      </section>
      {stats.isError && (
        <p role="alert" className="mb-6 text-sm text-destructive">
          Die Kennzahlen konnten nicht geladen werden.
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {blocks.map((block) => (
          <Card key={block.title} className="shadow-none">
            <CardHeader className="flex-row items-start gap-4 pb-6">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <block.icon aria-hidden="true" className="size-5" />
              </span>
              <div className="grid gap-1">
                <CardTitle>{block.title}</CardTitle>
                <CardDescription>{block.text}</CardDescription>
              </div>
            </CardHeader>
          </Card>
        ))}
      </div>
    </>
  );
}

export default AdminDashboardPage;
