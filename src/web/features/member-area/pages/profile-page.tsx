import { lazy, Suspense } from 'react';
import { AreaPageHeader } from '@/components/layout/area-page-header';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { hasRole, useMe } from '@/features/auth';
import { FamilyCard } from '@/features/families';
import { DataRightsCard } from '../components/data-rights-card';
import { PasswordCard } from '../components/password-card';
import { ProfileForm } from '../components/profile-form';

// Only staff see it: members' profile page does not load its code.
const TwoFactorCard = lazy(() => import('../components/two-factor/two-factor-card'));

/**
 * /member/profile 'Mein Profil': personal data, password, and the member's data rights; for
 * trainers and admins also two-factor sign-in (decision 33), first when an admin still has to set it up.
 */
export function MemberProfilePage() {
  const { data: me } = useMe();
  // Shown to staff, and to anyone who still has it on (a former trainer can still switch it off). The key
  // keeps its state when it moves down once the set-up is done.
  const twoFactor =
    me && (hasRole(me, 'ADMIN', 'TRAINER') || me.twoFactor.enabled) ? (
      <Suspense
        key="two-factor"
        fallback={
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        }
      >
        <TwoFactorCard me={me} />
      </Suspense>
    ) : null;

  return (
    <>
      <AreaPageHeader title="Mein Profil" intro="Ihre persönlichen Daten, Ihre Familienmitglieder, Ihr Passwort und Ihre Rechte an Ihren Daten." />
      {me ? (
        <div className="grid gap-6">
          {me.twoFactor.setupRequired ? twoFactor : null}
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <ProfileForm key={me.user.id} user={me.user} />
            <PasswordCard email={me.user.email} />
          </div>
          <FamilyCard />
          {me.twoFactor.setupRequired ? null : twoFactor}
          <DataRightsCard />
        </div>
      ) : (
        <PageSpinner />
      )}
    </>
  );
}

export default MemberProfilePage;
