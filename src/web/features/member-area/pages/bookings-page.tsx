import { Link } from 'react-router';
import { CalendarCheck } from 'lucide-react';
import { AreaPageHeader } from '@/components/layout/area-page-header';
import { InfoCard } from '@/components/layout/info-card';
import { Button } from '@/components/ui/button';

/** /member/bookings */
export function MemberBookingsPage() {
  return (
    <>
      <AreaPageHeader title="Meine Buchungen" intro="Kommende und vergangene Buchungen sowie Ihre Wartelisten-Plätze." />
      <InfoCard
        icon={CalendarCheck}
        title="Ihre Buchungen im Überblick"
        action={
          <Button asChild size="sm">
            <Link to="/kurse">Kurse entdecken</Link>
          </Button>
        }
      >
        Hier erscheinen Ihre gebuchten Kurstermine mit Datum, Uhrzeit, Raum und Trainer. Kommende Buchungen können Sie hier
        auch stornieren.
      </InfoCard>
    </>
  );
}

export default MemberBookingsPage;
