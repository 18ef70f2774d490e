import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { AREA_REDIRECTS, AREAS, matchPageRoute, PAGE_ROUTES, type Area, type PageAccess, type PageRoute } from '@shared/routes';
import { PageSpinner } from '@/components/ui/spinner';
import type { Role } from '@shared/enums';
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

const loaderOf = (module: string) => {
  const load = modules[`/${module}`];
  if (!load) throw new Error(`The route manifest names ${module}, which does not exist under src/web`);
  return load;
};

/** Page and layout components already loaded, by module; the router renders them without waiting. */
type Loaded = Map<string, ComponentType>;

/**
 * The modules the page at `pathname` needs for its first render (its area's layout and the page),
 * loaded. The browser loads them before it creates the router: a route whose module is already there
 * starts out ready, so hydration never waits on the router (nor does the router then scroll a page the
 * visitor has scrolled already).
 */
export async function loadModulesFor(pathname: string): Promise<Loaded> {
  const route = matchPageRoute(pathname)?.route;
  const wanted = route ? [AREAS[route.area].layout, route.module].filter((module): module is string => !!module && !!modules[`/${module}`]) : [];
  const loaded = await Promise.all(wanted.map(async (module) => [module, (await loaderOf(module)()).default] as const));
  return new Map(loaded);
}

const routeModule = (module: string, loaded: Loaded): Pick<RouteObject, 'Component' | 'lazy'> => {
  const Component = loaded.get(module);
  if (Component) return { Component };
  const load = loaderOf(module);
  return { lazy: async () => ({ Component: (await load()).default }) };
};

function InitialLoading() {
  return (
    <main id="main" className="flex min-h-svh items-center justify-center">
      <PageSpinner showLabel={false} />
    </main>
  );
}

/** The roles that may enter an area (none listed: any signed-in user); the server checks the same on every call. */
const ROLES: Record<Exclude<PageAccess, 'public'>, Role[]> = { 'signed-in': [], trainer: ['ADMIN', 'TRAINER'], admin: ['ADMIN'] };

/** The route tree of the manifest; modules in `loaded` are used as they are, the others load lazily. */
export function buildRoutes(loaded: Loaded = new Map()): RouteObject[] {
  const pagesOf = (area: Area) =>
    PAGE_ROUTES.filter((route) => route.area === area).map((route: PageRoute): RouteObject => ({ path: route.path.slice(1), ...routeModule(route.module, loaded) }));

  /** An area behind its guard: the guard, then the area's lazy layout, then its pages. */
  const guardedArea = (area: Exclude<Area, 'public' | 'standalone'>, options: { standalone?: boolean } = {}): RouteObject => {
    const { access, layout } = AREAS[area];
    return {
      element: <RequireRole anyOf={ROLES[access as Exclude<PageAccess, 'public'>]} standalone={options.standalone} />,
      children: [{ ...routeModule(layout!, loaded), children: pagesOf(area) }],
    };
  };

  return [
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
          children: [...pagesOf('public'), guardedArea('member'), guardedArea('trainer'), { path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ];
}

/**
 * The browser's router. Over server-rendered markup it starts as hydrated (there are no loaders to run),
 * which keeps it from scrolling a page the visitor has already scrolled.
 */
export function createAppRouter({ serverRendered, loaded }: { serverRendered: boolean; loaded: Loaded }) {
  return createBrowserRouter(buildRoutes(loaded), serverRendered ? { hydrationData: { loaderData: {} } } : undefined);
}
