import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { AREA_REDIRECTS, AREAS, PAGE_ROUTES, type Area, type PageAccess, type PageRoute } from '@shared/routes';
import { PageSpinner } from '@/components/ui/spinner';
import type { Role } from '@/features/auth/api/get-me';
import { RequireRole } from '@/features/auth/components/require-role';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './routes/not-found';
import { RouteError } from './routes/route-error';

/*
 * The router is built from the route manifest (src/shared/routes.ts). Every page and every area layout
 * but the public one is a lazy module: a public visit loads the public chrome and its page only.
 */
type PageModule = { default: ComponentType };
const modules = {
  ...import.meta.glob<PageModule>('/features/*/pages/*.tsx'),
  ...import.meta.glob<PageModule>(['/app/layouts/*.tsx', '!/app/layouts/public-layout.tsx']),
};

function lazyModule(module: string): RouteObject['lazy'] {
  const load = modules[`/${module}`];
  if (!load) throw new Error(`The route manifest names ${module}, which does not exist under src/web`);
  return async () => ({ Component: (await load()).default });
}

const pageRoute = (route: PageRoute): RouteObject => ({ path: route.path.slice(1), lazy: lazyModule(route.module) });
const pagesOf = (area: Area) => PAGE_ROUTES.filter((route) => route.area === area).map(pageRoute);

/** The roles that may enter an area (none listed: any signed-in user); the server checks the same on every call. */
const ROLES: Record<Exclude<PageAccess, 'public'>, Role[]> = { 'signed-in': [], trainer: ['ADMIN', 'TRAINER'], admin: ['ADMIN'] };

/** An area behind its guard: the guard, then the area's lazy layout, then its pages. */
function guardedArea(area: Exclude<Area, 'public' | 'standalone'>, options: { standalone?: boolean } = {}): RouteObject {
  const { access, layout } = AREAS[area];
  return {
    element: <RequireRole anyOf={ROLES[access as Exclude<PageAccess, 'public'>]} standalone={options.standalone} />,
    children: [{ lazy: lazyModule(layout!), children: pagesOf(area) }],
  };
}

function InitialLoading() {
  return (
    <main id="main" className="flex min-h-svh items-center justify-center">
      <PageSpinner showLabel={false} />
    </main>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    HydrateFallback: InitialLoading,
    errorElement: <RouteError />,
    children: [
      ...pagesOf('standalone'),
      ...Object.entries(AREA_REDIRECTS).map(([from, to]) => ({ path: from.slice(1), element: <Navigate to={to} replace /> })),
      // The admin area has its own shell, outside the public chrome.
      guardedArea('admin', { standalone: true }),
      {
        element: <PublicLayout />,
        children: [
          ...pagesOf('public'),
          guardedArea('member'),
          guardedArea('trainer'),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * The browser's router. Over server-rendered markup it starts as hydrated (no loaders to run), which also
 * keeps it from scrolling a page the visitor has already scrolled.
 */
export function createAppRouter({ serverRendered }: { serverRendered: boolean }) {
  return createBrowserRouter(routes, serverRendered ? { hydrationData: { loaderData: {} } } : undefined);
}
