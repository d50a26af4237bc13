import './zod-jitless.ts';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type LoaderFunctionArgs } from 'react-router';
import type { User } from '../../domain/auth.ts';
import { todayIn } from '../../domain/today.ts';
import { LoadingScreen } from '../components/ui/loading-screen.tsx';
import { dashboardQueryOptions } from '../features/dashboard/api/get-dashboard.ts';
import { getTasksQueryOptions, pageListCounts } from '../features/tasks/api/get-tasks.ts';
import { allTasksFilters, allTasksFirstPageQueryOptions } from '../features/tasks/hooks/use-all-filtered-tasks.ts';
import { HIDE_COMPLETED_FLAG, parseTaskFilters, readStoredTaskView, shownView, showsAllTasks, taskListFilters } from '../features/tasks/hooks/use-task-filters.ts';
import { prefetchWhenSignedIn } from '../lib/session.ts';
import { readFlag } from '../lib/use-stored-flag.ts';
import { adoptAddressWorkspace, workspacesQueryOptions } from '../lib/workspaces.ts';
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
 *
 * Every page inside the app works in the tab's workspace: an address that names one (?workspace=12)
 * moves the tab to it before any of the page's data is asked for (see adoptAddressWorkspace).
 */
export function createRouter(queryClient: QueryClient) {
  const prefetch = <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
    query: (url: URL, user: User) => FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  ) => ({
    loader: ({ request }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      adoptAddressWorkspace(queryClient, url);
      void prefetchWhenSignedIn(queryClient, (user) => query(url, user));
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
          path: '/invitations/:token',
          lazy: () => import('../features/invitations/invitation-page.tsx').then((module) => ({ Component: module.InvitationPage })),
        },
        {
          // Fun & Direct: games for the team and their guests, who need no account.
          path: '/fun',
          lazy: () => import('../features/fun-and-direct/fun-and-direct-page.tsx').then((module) => ({ Component: module.FunAndDirectPage })),
        },
        {
          path: '/unsubscribe/:token',
          lazy: () => import('../features/reminders/unsubscribe-page.tsx').then((module) => ({ Component: module.UnsubscribePage })),
        },
        {
          path: '/app',
          // The tab's workspace, and the account's workspaces and roles, which the shell waits for: asked at
          // once, alongside who is signed in (a visitor's 401 says no more than the session's answer will).
          loader: ({ request }: LoaderFunctionArgs) => {
            adoptAddressWorkspace(queryClient, new URL(request.url));
            void queryClient.prefetchQuery(workspacesQueryOptions);
            return null;
          },
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
                // The view the page will show: the address's, else the one the user last chose.
                const filters = parseTaskFilters(url.searchParams, readStoredTaskView(user.id));
                const list = taskListFilters(filters, hideCompleted, todayIn());
                // The board and the calendar show every task: their first page of 500, in the shape they keep it.
                const options = showsAllTasks(shownView(filters)) ? allTasksFirstPageQueryOptions(allTasksFilters(list)) : getTasksQueryOptions(list, pageListCounts(shownView(filters), list.q));
                return options as FetchQueryOptions<unknown, Error, unknown, QueryKey>;
              }),
              lazy: () => import('../features/tasks/tasks-page.tsx').then((module) => ({ Component: module.TasksPage })),
            },
            { path: 'team', lazy: () => import('../features/team/team-page.tsx').then((module) => ({ Component: module.TeamPage })) },
            { path: 'import', lazy: () => import('../features/import/import-page.tsx').then((module) => ({ Component: module.ImportPage })) },
            { path: 'analytics', lazy: () => import('../features/analytics/analytics-page.tsx').then((module) => ({ Component: module.AnalyticsPage })) },
            { path: 'community', lazy: () => import('../features/community/community-page.tsx').then((module) => ({ Component: module.CommunityPage })) },
            {
              path: 'community/campaigns',
              lazy: () => import('../features/campaigns/campaign-page.tsx').then((module) => ({ Component: module.CampaignPage })),
            },
            {
              path: 'community/agenda',
              lazy: () => import('../features/meeting-agenda/meeting-agenda-page.tsx').then((module) => ({ Component: module.MeetingAgendaPage })),
            },
            {
              path: 'tools/gallery',
              lazy: () => import('../features/tools-gallery/tools-gallery-page.tsx').then((module) => ({ Component: module.ToolsGalleryPage })),
            },
            {
              path: 'tools/event-genie',
              lazy: () => import('../features/event-genie/event-genie-page.tsx').then((module) => ({ Component: module.EventGeniePage })),
            },
            { path: 'feedback', lazy: () => import('../features/feedback/feedback-page.tsx').then((module) => ({ Component: module.FeedbackPage })) },
            {
              path: 'people',
              lazy: () => import('../features/workspace-people/people-page.tsx').then((module) => ({ Component: module.PeoplePage })),
            },
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
