import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader, type HeaderAccount } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { hasRole, useMe, useSignOut } from '@/features/auth';
import { NewsletterIsland } from '@/features/newsletter';
import { useNavigation } from '@/features/navigation';
import { useSiteSettings } from '@/lib/site-settings';

/** Public pages, the member area and the trainer area share this chrome. */
export function PublicLayout() {
  const settings = useSiteSettings();
  const navigation = useNavigation();
  const me = useMe();
  const signOut = useSignOut();

  const account: HeaderAccount | undefined = me.isPending
    ? undefined
    : {
        signedIn: !!me.data,
        isAdmin: hasRole(me.data, 'ADMIN'),
        isTrainer: hasRole(me.data, 'TRAINER'),
      };

  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
      {/* Header, page and footer hydrate as separate pieces: a tap on the menu button hydrates the
          header alone first, not the whole page (nothing in them suspends; the boundaries only split). */}
      <Suspense>
        <SiteHeader
          siteTitle={settings.siteTitle}
          links={navigation.header}
          account={account}
          onSignOut={() => signOut.mutate()}
          signingOut={signOut.isPending}
        />
      </Suspense>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter
          siteTitle={settings.siteTitle}
          links={navigation.footer}
          siteDescription={settings.siteDescription}
          contactPhone={settings.contactPhone}
          contactEmail={settings.contactEmail}
          address={settings.address}
          newsletter={<NewsletterIsland tone="dark" />}
        />
      </Suspense>
    </div>
  );
}

export default PublicLayout;
