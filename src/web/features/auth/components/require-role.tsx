import type { ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import type { Role } from '@shared/enums';
import { hasRole, useMe } from '../api/get-me';

type RequireRoleProps = {
  /** Roles that may enter; empty means any signed-in user. */
  anyOf?: Role[];
  /** Render states inside their own <main> (for areas outside the public layout). */
  standalone?: boolean;
  children?: ReactNode;
};

/**
 * Route guard: spinner while checking, /auth without a user,
 * 'Access Denied' without the role. The server enforces the same rules on every API call.
 */
export function RequireRole({ anyOf = [], standalone = false, children }: RequireRoleProps) {
  const location = useLocation();
  const { data: me, isPending, isError } = useMe();

  const wrap = (content: ReactNode) =>
    standalone ? (
      <main id="main" className="flex min-h-svh items-center justify-center bg-muted px-4">
        {content}
      </main>
    ) : (
      content
    );

  if (isPending) return wrap(<PageSpinner showLabel={false} />);
  if (isError || !me) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  if (anyOf.length > 0 && !hasRole(me, ...anyOf)) return wrap(<AccessDenied />);
  return children ?? <Outlet />;
}

export function AccessDenied() {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="mb-6 inline-flex size-14 items-center justify-center rounded-2xl bg-red-50 text-destructive">
        <ShieldAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">Access Denied</h1>
      <p className="mt-3 text-muted-foreground">You don&apos;t have permission to access this area.</p>
      <Button asChild variant="outline" className="mt-8">
        <Link to="/">Zur Startseite</Link>
      </Button>
    </section>
  );
}
