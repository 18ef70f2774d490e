import { CalendarDays } from 'lucide-react';
import { AreaPageHeader } from '@/components/layout/area-page-header';
import { InfoCard } from '@/components/layout/info-card';

/** /trainer/sessions */
export function TrainerSessionsPage() {
  return (
    <>
      <AreaPageHeader title="Meine Sessions" intro="Alle kommenden Sessions mit Datum, Uhrzeit, Kurs, Raum und Teilnehmerzahl." />
      <InfoCard icon={CalendarDays} title="Kommende Sessions">
        Die Liste Ihrer kommenden Sessions erscheint hier – mit Status und Auslastung.
      </InfoCard>
    </>
  );
}

export default TrainerSessionsPage;
