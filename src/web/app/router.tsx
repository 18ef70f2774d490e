import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { RequireRole } from '@/features/auth/components/require-role';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './routes/not-found';
import { RouteError } from './routes/route-error';

/*
 * Every page is a lazy route: a public visit loads only the public chrome and that page;
 * the member, trainer and admin areas (layouts and pages) are separate chunks.
 */
function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

function InitialLoading() {
  return (
    <main id="main" className="flex min-h-svh items-center justify-center">
      <PageSpinner showLabel={false} />
    </main>
  );
}

const managedPage = page(() => import('@/features/cms/pages/managed-page'));

export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    HydrateFallback: InitialLoading,
    errorElement: <RouteError />,
    children: [
      { path: 'auth', lazy: page(() => import('@/features/auth/pages/auth-page')) },

      // Admin area: own shell, ADMIN only.
      { path: 'admin', element: <Navigate to="/admin/dashboard" replace /> },
      {
        element: <RequireRole anyOf={['ADMIN']} standalone />,
        children: [
          {
            lazy: page(() => import('./layouts/admin-layout')),
            children: [
              { path: 'admin/dashboard', lazy: page(() => import('@/features/admin/pages/dashboard-page')) },
              { path: 'admin/pages', lazy: page(() => import('@/features/admin/pages/pages-page')) },
              { path: 'admin/posts', lazy: page(() => import('@/features/admin/pages/posts-page')) },
              { path: 'admin/media', lazy: page(() => import('@/features/admin/pages/media-page')) },
              { path: 'admin/menus', lazy: page(() => import('@/features/admin/pages/menus-page')) },
              { path: 'admin/newsletter', lazy: page(() => import('@/features/admin/pages/newsletter-page')) },
              { path: 'admin/testimonials', lazy: page(() => import('@/features/admin/pages/testimonials-page')) },
              { path: 'admin/faq', lazy: page(() => import('@/features/admin/pages/faq-page')) },
              { path: 'admin/courses', lazy: page(() => import('@/features/admin/pages/courses-page')) },
              { path: 'admin/trainers', lazy: page(() => import('@/features/admin/pages/trainers-page')) },
              { path: 'admin/rooms', lazy: page(() => import('@/features/admin/pages/rooms-page')) },
              { path: 'admin/schedules', lazy: page(() => import('@/features/admin/pages/schedules-page')) },
              { path: 'admin/sessions', lazy: page(() => import('@/features/admin/pages/sessions-page')) },
              { path: 'admin/session-generator', lazy: page(() => import('@/features/admin/pages/session-generator-page')) },
              { path: 'admin/bookings', lazy: page(() => import('@/features/admin/pages/bookings-page')) },
              { path: 'admin/waitlist', lazy: page(() => import('@/features/admin/pages/waitlist-page')) },
              { path: 'admin/prices', lazy: page(() => import('@/features/admin/pages/prices-page')) },
              { path: 'admin/payments', lazy: page(() => import('@/features/admin/pages/payments-page')) },
              { path: 'admin/messages', lazy: page(() => import('@/features/admin/pages/messages-page')) },
              { path: 'admin/users', lazy: page(() => import('@/features/admin/pages/users-page')) },
              { path: 'admin/settings', lazy: page(() => import('@/features/admin/pages/settings-page')) },
            ],
          },
        ],
      },

      {
        element: <PublicLayout />,
        children: [
          { index: true, lazy: page(() => import('@/features/marketing/pages/home-page')) },
          { path: 'kurse', lazy: page(() => import('@/features/courses/pages/courses-page')) },
          { path: 'kurse/:id', lazy: page(() => import('@/features/courses/pages/course-detail-page')) },
          { path: 'stundenplan', lazy: page(() => import('@/features/sessions/pages/timetable-page')) },
          { path: 'kinder-familie', lazy: page(() => import('@/features/marketing/pages/kids-family-page')) },
          { path: 'trainer', lazy: page(() => import('@/features/trainers/pages/trainers-page')) },
          { path: 'preise', lazy: page(() => import('@/features/prices/pages/prices-page')) },
          { path: 'aktuelles', lazy: page(() => import('@/features/news/pages/news-page')) },
          { path: 'aktuelles/:slug', lazy: page(() => import('@/features/news/pages/post-page')) },
          { path: 'galerie', lazy: page(() => import('@/features/gallery/pages/gallery-page')) },
          { path: 'kontakt', lazy: page(() => import('@/features/contact/pages/contact-page')) },
          { path: 'faq', lazy: page(() => import('@/features/faq/pages/faq-page')) },
          { path: 'ueber-uns', lazy: managedPage },
          { path: 'impressum', lazy: managedPage },
          { path: 'datenschutz', lazy: managedPage },
          { path: 'agb', lazy: managedPage },
          { path: 'newsletter/bestaetigen', lazy: page(() => import('@/features/newsletter/pages/confirm-page')) },
          { path: 'newsletter/abmelden', lazy: page(() => import('@/features/newsletter/pages/unsubscribe-page')) },

          // Member area: any signed-in user.
          { path: 'member', element: <Navigate to="/member/dashboard" replace /> },
          {
            element: <RequireRole />,
            children: [
              {
                lazy: page(() => import('./layouts/member-layout')),
                children: [
                  { path: 'member/dashboard', lazy: page(() => import('@/features/member-area/pages/dashboard-page')) },
                  { path: 'member/bookings', lazy: page(() => import('@/features/member-area/pages/bookings-page')) },
                  { path: 'member/profile', lazy: page(() => import('@/features/member-area/pages/profile-page')) },
                ],
              },
            ],
          },

          // Trainer area: ADMIN or TRAINER. (/trainer itself is the public trainer list.)
          {
            element: <RequireRole anyOf={['ADMIN', 'TRAINER']} />,
            children: [
              {
                lazy: page(() => import('./layouts/trainer-layout')),
                children: [
                  { path: 'trainer/dashboard', lazy: page(() => import('@/features/trainer-area/pages/dashboard-page')) },
                  { path: 'trainer/sessions', lazy: page(() => import('@/features/trainer-area/pages/sessions-page')) },
                  { path: 'trainer/bookings', lazy: page(() => import('@/features/trainer-area/pages/bookings-page')) },
                  { path: 'trainer/profile', lazy: page(() => import('@/features/trainer-area/pages/profile-page')) },
                ],
              },
            ],
          },

          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
