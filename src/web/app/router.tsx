import './zod-jitless.ts';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type LoaderFunctionArgs } from 'react-router';
import type { User } from '../../domain/auth.ts';
import { todayIn } from '../../domain/today.ts';
import { LoadingScreen } from '../components/ui/loading-screen.tsx';
import { dashboardQueryOptions } from '../features/dashboard/api/get-dashboard.ts';
import { getTasksQueryOptions } from '../features/tasks/api/get-tasks.ts';
import { HIDE_COMPLETED_FLAG, parseTaskFilters, taskListFilters } from '../features/tasks/hooks/use-task-filters.ts';
import { prefetchWhenSignedIn } from '../lib/session.ts';
import { readFlag } from '../lib/use-stored-flag.ts';
import { RouteErrorScreen } from './error-screen.tsx';
import { CatchAll, GuestOnly, PRODUCT_NAME, ResetLinkRedirect } from './route-guards.tsx';

/**
 * Every page, the app shell included, is a chunk of its own, fetched the first time it is visited
 * (in parallel with the pages inside it); the landing page is also a page of its own (landing.tsx).
 * A page opened by its address shows the loading screen while its chunks arrive.
 *
 * A page that shows data as soon as it opens has a loader that starts that data's request (the
 * page's own query, from the address, see prefetchWhenSignedIn) alongside its chunks, and returns at
 * once: the page shows its loading state until the data arrives, as without the loader.
 */
export function createRouter(queryClient: QueryClient) {
  const prefetch = <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
    query: (url: URL, user: User) => FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  ) => ({
    loader: ({ request }: LoaderFunctionArgs) => {
      void prefetchWhenSignedIn(queryClient, (user) => query(new URL(request.url), user));
      return null;
    },
    // Later changes to the address (a filter, a page) are loaded by the page itself.
    shouldRevalidate: () => false,
  });

  return createBrowserRouter([
    {
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <LoadingScreen message={`Loading ${PRODUCT_NAME}...`} />,
      children: [
        {
          // The server sends / as a page of its own (landing.html); this is for a visit within the app.
          path: '/',
          lazy: () =>
            import('../features/landing/landing-page.tsx').then((module) => ({
              element: <ResetLinkRedirect><GuestOnly><module.LandingPage /></GuestOnly></ResetLinkRedirect>,
            })),
        },
        {
          path: '/auth',
          lazy: () => import('../features/auth/auth-page.tsx').then((module) => ({ element: <GuestOnly><module.AuthPage /></GuestOnly> })),
        },
        { path: '/reset-password', lazy: () => import('../features/auth/auth-page.tsx').then((module) => ({ Component: module.AuthPage })) },
        { path: '/feedback', lazy: () => import('./routes/public-feedback.tsx').then((module) => ({ Component: module.PublicFeedbackRoute })) },
        { path: '/beta-feedback', element: <Navigate to="/feedback" replace /> },
        {
          path: '/app',
          lazy: () => import('./shell/app-layout.tsx').then((module) => ({ Component: module.AppLayout })),
          children: [
            { index: true, element: <Navigate to="/app/dashboard" replace /> },
            {
              path: 'dashboard',
              ...prefetch(() => dashboardQueryOptions(todayIn())),
              lazy: () => import('../features/dashboard/dashboard-page.tsx').then((module) => ({ Component: module.DashboardPage })),
            },
            { path: 'events', lazy: () => import('../features/events/events-page.tsx').then((module) => ({ Component: module.EventsPage })) },
            { path: 'templates', lazy: () => import('../features/templates/templates-page.tsx').then((module) => ({ Component: module.TemplatesPage })) },
            {
              path: 'tasks',
              ...prefetch((url, user) => {
                const hideCompleted = readFlag(HIDE_COMPLETED_FLAG, user.id);
                return getTasksQueryOptions(taskListFilters(parseTaskFilters(url.searchParams), hideCompleted, todayIn()));
              }),
              lazy: () => import('../features/tasks/tasks-page.tsx').then((module) => ({ Component: module.TasksPage })),
            },
            { path: 'team', lazy: () => import('../features/team/team-page.tsx').then((module) => ({ Component: module.TeamPage })) },
            { path: 'analytics', lazy: () => import('../features/analytics/analytics-page.tsx').then((module) => ({ Component: module.AnalyticsPage })) },
            { path: 'community', lazy: () => import('../features/community/community-page.tsx').then((module) => ({ Component: module.CommunityPage })) },
            { path: 'feedback', lazy: () => import('../features/feedback/feedback-page.tsx').then((module) => ({ Component: module.FeedbackPage })) },
            {
              path: 'private-links',
              lazy: () => import('../features/private-links/private-links-page.tsx').then((module) => ({ Component: module.PrivateLinksPage })),
            },
            { path: '*', element: <Navigate to="/app/dashboard" replace /> },
          ],
        },
        { path: '*', element: <CatchAll /> },
      ],
    },
  ]);
}
