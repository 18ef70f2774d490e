import { UserRound } from 'lucide-react';
import { AreaPageHeader } from '@/components/layout/area-page-header';
import { Card } from '@/components/ui/card';
import { useMe } from '@/features/auth/api/get-me';

/** /member/profile */
export function MemberProfilePage() {
  const { data: me } = useMe();
  const name = [me?.user.firstName, me?.user.lastName].filter(Boolean).join(' ');
  const rows = [
    { term: 'Name', value: name || '–' },
    { term: 'E-Mail', value: me?.user.email ?? '–' },
    { term: 'Telefon', value: me?.user.phone || '–' },
  ];

  return (
    <>
      <AreaPageHeader title="Mein Profil" intro="Ihre persönlichen Daten. Hier können Sie bald auch Name und Telefonnummer ändern." />
      <Card className="p-6 shadow-none">
        <div className="flex items-center gap-4">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <UserRound aria-hidden="true" className="size-6" />
          </span>
          <h2 className="text-lg font-semibold">Persönliche Daten</h2>
        </div>
        <dl className="mt-6 grid gap-4 sm:grid-cols-3">
          {rows.map((row) => (
            <div key={row.term} className="rounded-xl bg-muted px-4 py-3">
              <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{row.term}</dt>
              <dd className="mt-1 font-medium break-words">{row.value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </>
  );
}

export default MemberProfilePage;
