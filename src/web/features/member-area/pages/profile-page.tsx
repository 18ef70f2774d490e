import { AreaPageHeader } from '@/components/layout/area-page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { useMe } from '@/features/auth/api/get-me';
import { DataRightsCard } from '../components/data-rights-card';
import { PasswordCard } from '../components/password-card';
import { ProfileForm } from '../components/profile-form';

/** /member/profile 'Mein Profil' (spec 2 §2): personal data, password, and the member's data rights. */
export function MemberProfilePage() {
  const { data: me } = useMe();

  return (
    <>
      <AreaPageHeader title="Mein Profil" intro="Ihre persönlichen Daten, Ihr Passwort und Ihre Rechte an Ihren Daten." />
      {me ? (
        <div className="grid gap-6">
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <ProfileForm key={me.user.id} user={me.user} />
            <PasswordCard email={me.user.email} />
          </div>
          <DataRightsCard />
        </div>
      ) : (
        <PageSpinner />
      )}
    </>
  );
}

export default MemberProfilePage;
