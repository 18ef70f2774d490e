import { UserRound } from 'lucide-react';
import { AreaPageHeader } from '@/components/layout/area-page-header';
import { InfoCard } from '@/components/layout/info-card';

/** /trainer/profile */
export function TrainerProfilePage() {
  return (
    <>
      <AreaPageHeader title="Trainerprofil" intro="So stellen Sie sich auf der Website vor." />
      <InfoCard icon={UserRound} title="Ihr Profil">
        Name, E-Mail, Telefon und Biografie können Sie hier bald selbst bearbeiten.
      </InfoCard>
    </>
  );
}

export default TrainerProfilePage;
