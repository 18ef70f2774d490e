import { Link } from 'react-router';
import { Info, Tags, Ticket } from 'lucide-react';
import { cancellationRuleText } from '@shared/booking-rules';
import { berlinToday } from '@shared/time';
import { QueryState } from '@/components/data/query-state';
import { AreaPageHeader } from '@/components/layout/area-page-header';
import { InfoCard } from '@/components/layout/info-card';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useNow } from '@/lib/render-instant';
import { useSiteSettings } from '@/lib/site-settings';
import { useMyPasses } from '../api/get-my-passes';
import { MandatesCard } from '../components/mandates-card';
import { PassCard } from '../components/pass-card';

function PricesButton({ variant = 'default' }: { variant?: 'default' | 'outline' }) {
  return (
    <Button asChild variant={variant}>
      <Link to="/preise">
        <Tags aria-hidden="true" />
        Preise ansehen
      </Link>
    </Button>
  );
}

/** How booking draws on the passes, in the words of the centre's own rules. */
function HowPassesWork() {
  const { bookingRules } = useSiteSettings();
  return (
    <InfoCard icon={Info} title="So funktionieren Ihre Karten" action={<PricesButton variant="outline" />}>
      <ul className="grid list-disc gap-1.5 pl-4">
        <li>Beim Buchen wird automatisch eine passende Karte verwendet: zuerst eine Monats- oder Jahreskarte, sonst die Karte, die am frühesten abläuft.</li>
        <li>{cancellationRuleText(bookingRules)}. Stornieren Sie rechtzeitig, bekommen Sie den Eintritt zurück.</li>
        <li>Eine neue Karte bestellen Sie online unter Preise oder erhalten sie bei uns an der Rezeption.</li>
      </ul>
    </InfoCard>
  );
}

/** /member/passes 'Meine Karten': every pass with what is left, its validity, a pause, and its history. */
export function MemberPassesPage() {
  const passes = useMyPasses();
  const today = berlinToday(new Date(useNow()));

  return (
    <>
      <AreaPageHeader title="Meine Karten" intro="Ihre Karten und Mitgliedschaften: was noch übrig ist, wie lange sie gelten und wofür Eintritte verwendet wurden." />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <div className="min-w-0">
          <QueryState
            query={passes}
            errorTitle="Ihre Karten konnten nicht geladen werden"
            empty={
              <EmptyState icon={Ticket} title="Sie haben noch keine Karte." action={<PricesButton />}>
                Mit einer 10er-Karte oder einer Monatskarte buchen Sie Ihre Kurse, ohne vor Ort zu bezahlen.
              </EmptyState>
            }
          >
            {(list) => (
              <ul className="grid gap-4" aria-label="Meine Karten, neueste zuerst">
                {list.map((pass) => (
                  <li key={pass.id}>
                    <PassCard pass={pass} today={today} />
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </div>
        <div className="grid content-start gap-6">
          <MandatesCard />
          <HowPassesWork />
        </div>
      </div>
    </>
  );
}

export default MemberPassesPage;
