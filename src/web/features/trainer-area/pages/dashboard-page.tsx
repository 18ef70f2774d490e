import { LayoutDashboard } from 'lucide-react';
import { AreaPageHeader } from '@/components/layout/area-page-header';
import { InfoCard } from '@/components/layout/info-card';

/** /trainer/dashboard */
export function TrainerDashboardPage() {
  return (
    <>
      <AreaPageHeader title="Trainer-Dashboard" intro="Ihre kommenden Sessions und aktiven Buchungen auf einen Blick." />
      <InfoCard icon={LayoutDashboard} title="Ihre nächsten Termine">
        Hier sehen Sie die Anzahl Ihrer kommenden Sessions, die aktiven Buchungen und die nächsten fünf Termine mit Kurs, Raum und Teilnehmern.
      </InfoCard>
    </>
  );
}

export default TrainerDashboardPage;
