import { Link } from 'react-router';
import { ExternalLink, ShieldCheck, UserRound } from 'lucide-react';
import { AreaPageHeader } from '@/components/layout/area-page-header';
import { Card } from '@/components/ui/card';
import { useTrainerProfile } from '../api/get-trainer-profile';
import { NotLinkedNotice, TrainerQueryState } from '../components/trainer-query-state';
import { TrainerProfileForm } from '../components/trainer-profile-form';

/** /trainer/profile: the trainer record linked to the signed-in account, editable. */
export function TrainerProfilePage() {
  const profile = useTrainerProfile();
  return (
    <>
      <AreaPageHeader title="Trainerprofil" intro="So stellen Sie sich auf der Website vor." />
      <TrainerQueryState query={profile} errorTitle="Ihr Profil konnte nicht geladen werden">
        {({ trainer }) =>
          trainer ? (
            <Card className="p-5 shadow-none sm:p-6">
              <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
                <div className="flex items-center gap-4">
                  <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                    <UserRound aria-hidden="true" className="size-6" />
                  </span>
                  <h2 className="text-lg font-semibold">Ihr Profil</h2>
                </div>
                <Link to="/trainer" className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline-offset-4 hover:underline">
                  Öffentliche Trainerseite
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </Link>
              </div>
              <TrainerProfileForm trainer={trainer} />
            </Card>
          ) : (
            <NotLinkedNotice />
          )
        }
      </TrainerQueryState>
      <p className="mt-6 flex items-center gap-2 text-sm text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        <span>
          Passwort und Zwei-Faktor-Anmeldung Ihres Kontos verwalten Sie unter{' '}
          <Link to="/member/profile#zwei-faktor" className="font-medium text-brand-800 underline underline-offset-4">
            Mein Profil
          </Link>
          .
        </span>
      </p>
    </>
  );
}

export default TrainerProfilePage;
