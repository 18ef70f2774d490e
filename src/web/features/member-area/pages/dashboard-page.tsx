import { Link } from 'react-router';
import { CalendarCheck, CreditCard, MessageSquare, UserRound } from 'lucide-react';
import { AreaPageHeader } from '@/components/layout/area-page-header';
import { InfoCard } from '@/components/layout/info-card';
import { Button } from '@/components/ui/button';
import { useMe } from '@/features/auth/api/get-me';

/** /member/dashboard */
export function MemberDashboardPage() {
  const { data: me } = useMe();
  const firstName = me?.user.firstName?.trim() || 'Mitglied';

  return (
    <>
      <AreaPageHeader
        title="Mein Bereich"
        intro={<h2 className="text-xl font-semibold text-brand-800">Hallo, {firstName}!</h2>}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <InfoCard
          icon={CalendarCheck}
          title="Ihre Kurse"
          action={
            <Button asChild size="sm">
              <Link to="/stundenplan">Zum Stundenplan</Link>
            </Button>
          }
        >
          Hier sehen Sie Ihre kommenden Kurse und alle Buchungen mit Datum, Uhrzeit, Raum und Trainer.
        </InfoCard>
        <InfoCard icon={CreditCard} title="Zahlungen">
          Offene und bezahlte Beträge mit Zahlungsart und Datum erscheinen hier.
        </InfoCard>
        <InfoCard icon={MessageSquare} title="Nachrichten">
          Ihre Nachrichten an das Team und unsere Antworten finden Sie an dieser Stelle.
        </InfoCard>
        <InfoCard
          icon={UserRound}
          title="Profil"
          action={
            <Button asChild size="sm" variant="outline">
              <Link to="/member/profile">Profil öffnen</Link>
            </Button>
          }
        >
          Name und Telefonnummer ändern oder ein neues Passwort anfordern.
        </InfoCard>
      </div>
    </>
  );
}

export default MemberDashboardPage;
