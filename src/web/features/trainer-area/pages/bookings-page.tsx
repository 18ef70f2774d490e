import { ClipboardList } from 'lucide-react';
import { AreaPageHeader } from '@/components/layout/area-page-header';
import { InfoCard } from '@/components/layout/info-card';

/** /trainer/bookings */
export function TrainerBookingsPage() {
  return (
    <>
      <AreaPageHeader title="Buchungen" intro="Die Teilnehmerinnen und Teilnehmer Ihrer Sessions." />
      <InfoCard icon={ClipboardList} title="Teilnehmerliste">
        Hier sehen Sie alle Buchungen Ihrer Sessions mit Name, E-Mail, Kurs, Termin, Raum und Status.
      </InfoCard>
    </>
  );
}

export default TrainerBookingsPage;
