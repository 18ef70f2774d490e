import { Link } from 'react-router';
import { ArrowRight, CalendarCheck, Dumbbell, FileText, Settings } from 'lucide-react';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const blocks = [
  {
    icon: FileText,
    title: 'Content Management',
    text: 'Seiten, Beiträge, Medien, FAQ und Testimonials der Website pflegen.',
    links: [
      { label: 'Seiten', to: '/admin/pages' },
      { label: 'Beiträge', to: '/admin/posts' },
      { label: 'Medien', to: '/admin/media' },
    ],
  },
  {
    icon: Dumbbell,
    title: 'Kursverwaltung',
    text: 'Kurse, Trainer, Räume und wöchentliche Zeitpläne organisieren.',
    links: [
      { label: 'Kurse', to: '/admin/courses' },
      { label: 'Zeitpläne', to: '/admin/schedules' },
      { label: 'Session-Generator', to: '/admin/session-generator' },
    ],
  },
  {
    icon: CalendarCheck,
    title: 'Buchungssystem',
    text: 'Buchungen, Wartelisten, Preise und Zahlungen im Blick behalten.',
    links: [
      { label: 'Buchungen', to: '/admin/bookings' },
      { label: 'Wartelisten', to: '/admin/waitlist' },
      { label: 'Zahlungen', to: '/admin/payments' },
    ],
  },
  {
    icon: Settings,
    title: 'Systemeinstellungen',
    text: 'Benutzer und Rollen verwalten, Website-Einstellungen anpassen.',
    links: [
      { label: 'Benutzer', to: '/admin/users' },
      { label: 'Einstellungen', to: '/admin/settings' },
    ],
  },
];

/** /admin/dashboard */
export function AdminDashboardPage() {
  return (
    <>
      <AdminPageHeader title="Dashboard" description="Überblick über Mitglieder, Kurse, Sessions und Buchungen Ihres Sportzentrums." />
      <div className="grid gap-4 md:grid-cols-2">
        {blocks.map((block) => (
          <Card key={block.title} className="shadow-none">
            <CardHeader className="flex-row items-start gap-4">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <block.icon aria-hidden="true" className="size-5" />
              </span>
              <div className="grid gap-1">
                <CardTitle>{block.title}</CardTitle>
                <CardDescription>{block.text}</CardDescription>
              </div>
            </CardHeader>
            <CardContent className="pt-4">
              <ul className="flex flex-wrap gap-2">
                {block.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="inline-flex items-center gap-1.5 rounded-full border border-border px-3 py-1.5 text-sm font-medium text-brand-800 transition-colors hover:border-brand-300 hover:bg-brand-50"
                    >
                      {link.label}
                      <ArrowRight aria-hidden="true" className="size-3.5" />
                    </Link>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ))}
      </div>
    </>
  );
}

export default AdminDashboardPage;
