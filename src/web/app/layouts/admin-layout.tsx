import { Navigate, Outlet } from 'react-router';
import { AdminShell } from '@/components/layout/admin-shell';
import { useMe, useSignOut } from '@/features/auth';
import { useSiteSettings } from '@/lib/site-settings';

/**
 * /admin/*: sidebar shell; the ADMIN role is checked by RequireRole around this layout. An admin the
 * centre requires two-factor sign-in of, who has not set it up, is sent to set it up first (the admin API
 * refuses them until then anyway).
 */
export function AdminLayout() {
  const { siteTitle, town } = useSiteSettings();
  const me = useMe();
  const signOut = useSignOut();
  if (me.data?.twoFactor.setupRequired) return <Navigate to="/member/profile#zwei-faktor" replace />;
  return (
    <AdminShell
      siteTitle={siteTitle}
      town={town}
      userEmail={me.data?.user.email}
      onSignOut={() => signOut.mutate()}
      signingOut={signOut.isPending}
    >
      <Outlet />
    </AdminShell>
  );
}

export default AdminLayout;
