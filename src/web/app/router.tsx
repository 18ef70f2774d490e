import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AREA_REDIRECTS, AREAS, matchPageRoute, PAGE_ROUTES, type Area, type PageAccess } from '@shared/routes';
import { PageSpinner } from '@/components/ui/spinner';
import type { Role } from '@shared/enums';
import { RequireRole } from '@/features/auth/components/require-role';
import { PublicLayout } from './layouts/public-layout';
import { RouteErrorBoundary } from './routes/route-error';
import { NotFoundPage } from './routes/not-found';
import { NavigationProgress } from './navigation-progress';
import { ScrollRestoration } from './scroll-restoration';

/*
 * The routes are built from the route manifest (src/shared/routes.ts) with React Router's declarative
 * API: the app has no loaders or actions, and the declarative router is half the size of the data router
 * in every page's first load. Every page and every area layout but the public one is a lazy module: a
 * public visit loads the public chrome and its page only.
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

/** Page and layout components already loaded, by module; they render without suspending. */
export type Loaded = Map<string, ComponentType>;

/**
 * The modules the page at `pathname` needs for its first render (its area's layout and the page),
 * loaded. The browser loads them before it hydrates and the server before it renders, so both render
 * the page itself, never a loading fallback, and hydration never waits on a module.
 */
export async function loadModulesFor(pathname: string): Promise<Loaded> {
  const route = matchPageRoute(pathname)?.route;
  const wanted = route ? [AREAS[route.area].layout, route.module].filter((module): module is string => !!module && !!modules[`/${module}`]) : [];
  const loaded = await Promise.all(wanted.map(async (module) => [module, (await loaderOf(module)()).default] as const));
  return new Map(loaded);
}

/** One lazy component per module, made once: a new one on every render would remount the page. */
const lazyComponents = new Map<string, ComponentType>();
function componentOf(module: string, loaded: Loaded): ComponentType {
  const ready = loaded.get(module);
  if (ready) return ready;
  let component = lazyComponents.get(module);
  if (!component) {
    component = lazy(loaderOf(module));
    lazyComponents.set(module, component);
  }
  return component;
}

function InitialLoading() {
  return (
    <main id="main" className="flex min-h-svh items-center justify-center">
      <PageSpinner showLabel={false} />
    </main>
  );
}

/** The roles that may enter an area (none listed: any signed-in user); the server checks the same on every call. */
const ROLES: Record<Exclude<PageAccess, 'public'>, Role[]> = { 'signed-in': [], trainer: ['ADMIN', 'TRAINER'], admin: ['ADMIN'] };

function routeElements(loaded: Loaded): ReactNode {
  const element = (module: string) => {
    const Component = componentOf(module, loaded);
    return <Component />;
  };
  const pagesOf = (area: Area) =>
    PAGE_ROUTES.filter((route) => route.area === area).map((route) => <Route key={route.path} path={route.path.slice(1)} element={element(route.module)} />);

  /** An area behind its guard: the guard, then the area's lazy layout, then its pages. */
  const guardedArea = (area: Exclude<Area, 'public' | 'standalone'>, options: { standalone?: boolean } = {}) => {
    const { access, layout } = AREAS[area];
    return (
      <Route key={area} element={<RequireRole anyOf={ROLES[access as Exclude<PageAccess, 'public'>]} standalone={options.standalone} />}>
        <Route element={element(layout!)}>{pagesOf(area)}</Route>
      </Route>
    );
  };

  return (
    <>
      {pagesOf('standalone')}
      {Object.entries(AREA_REDIRECTS).map(([from, to]) => (
        <Route key={from} path={from.slice(1)} element={<Navigate to={to} replace />} />
      ))}
      {/* The admin area has its own shell, outside the public chrome. */}
      {guardedArea('admin', { standalone: true })}
      <Route element={<PublicLayout />}>
        {pagesOf('public')}
        {guardedArea('member')}
        {guardedArea('trainer')}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </>
  );
}

/**
 * The app's routes, inside a router (BrowserRouter in the browser, StaticRouter on the server). Modules
 * in `loaded` render at once; the others load lazily behind a spinner.
 */
export function AppRoutes({ loaded }: { loaded: Loaded }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<InitialLoading />}>
        <Routes>{routeElements(loaded)}</Routes>
      </Suspense>
      <ScrollRestoration />
      <NavigationProgress />
    </RouteErrorBoundary>
  );
}
