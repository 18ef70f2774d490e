import { CalendarCheck, Dumbbell, FileText, Settings } from 'lucide-react';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

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

/** /admin/dashboard */
export function AdminDashboardPage() {
  return (
    <>
      <AdminPageHeader title="Dashboard" description="Überblick über Mitglieder, Kurse, Sessions und Buchungen Ihres Sportzentrums." />
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
