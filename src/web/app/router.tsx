import './zod-jitless.ts';
import { createBrowserRouter, Navigate } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen.tsx';
import { RouteErrorScreen } from './error-screen.tsx';
import { CatchAll, GuestOnly, PRODUCT_NAME, ResetLinkRedirect } from './route-guards.tsx';

/**
 * Every page, the app shell included, is a chunk of its own, fetched the first time it is visited
 * (in parallel with the pages inside it); the landing page is also a page of its own (landing.tsx).
 * A page opened by its address shows the loading screen while its chunks arrive.
 */
export function createRouter() {
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
            { path: 'dashboard', lazy: () => import('../features/dashboard/dashboard-page.tsx').then((module) => ({ Component: module.DashboardPage })) },
            { path: 'events', lazy: () => import('../features/events/events-page.tsx').then((module) => ({ Component: module.EventsPage })) },
            { path: 'tasks', lazy: () => import('../features/tasks/tasks-page.tsx').then((module) => ({ Component: module.TasksPage })) },
            { path: 'team', lazy: () => import('../features/team/team-page.tsx').then((module) => ({ Component: module.TeamPage })) },
            { path: 'analytics', lazy: () => import('../features/analytics/analytics-page.tsx').then((module) => ({ Component: module.AnalyticsPage })) },
            { path: 'community', lazy: () => import('../features/community/community-page.tsx').then((module) => ({ Component: module.CommunityPage })) },
            { path: 'feedback', lazy: () => import('../features/feedback/feedback-page.tsx').then((module) => ({ Component: module.FeedbackPage })) },
            { path: '*', element: <Navigate to="/app/dashboard" replace /> },
          ],
        },
        { path: '*', element: <CatchAll /> },
      ],
    },
  ]);
}
