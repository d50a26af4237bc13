import { createBrowserRouter, Navigate } from 'react-router';
import { PlaceholderPage } from '../components/ui/placeholder-page.tsx';
import { AuthPage } from '../features/auth/auth-page.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { FeedbackPage } from '../features/feedback/feedback-page.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { RouteErrorScreen } from './error-screen.tsx';
import { CatchAll, GuestOnly, RequireAuth, ResetLinkRedirect } from './route-guards.tsx';
import { PublicFeedbackRoute } from './routes/public-feedback.tsx';
import { AppShell } from './shell/app-shell.tsx';

export function createRouter() {
  return createBrowserRouter([
    {
      errorElement: <RouteErrorScreen />,
      children: [
        { path: '/', element: <ResetLinkRedirect><GuestOnly><LandingPage /></GuestOnly></ResetLinkRedirect> },
        { path: '/auth', element: <GuestOnly><AuthPage /></GuestOnly> },
        { path: '/reset-password', element: <AuthPage /> },
        { path: '/feedback', element: <PublicFeedbackRoute /> },
        { path: '/beta-feedback', element: <Navigate to="/feedback" replace /> },
        {
          path: '/app',
          element: (
            <RequireAuth>
              <AppShell />
            </RequireAuth>
          ),
          children: [
            { index: true, element: <Navigate to="/app/dashboard" replace /> },
            { path: 'dashboard', element: <DashboardPage /> },
            { path: 'events', lazy: () => import('../features/events/events-page.tsx').then((module) => ({ Component: module.EventsPage })) },
            { path: 'tasks', lazy: () => import('../features/tasks/tasks-page.tsx').then((module) => ({ Component: module.TasksPage })) },
            { path: 'team', lazy: () => import('../features/team/team-page.tsx').then((module) => ({ Component: module.TeamPage })) },
            { path: 'analytics', element: <PlaceholderPage title="Analytics Dashboard" description="Points, levels, workload and trends for your team will appear here." /> },
            { path: 'community', element: <PlaceholderPage title="Community" description="Shared tools from the Eventry community will appear here." /> },
            { path: 'feedback', element: <FeedbackPage /> },
            { path: '*', element: <Navigate to="/app/dashboard" replace /> },
          ],
        },
        { path: '*', element: <CatchAll /> },
      ],
    },
  ]);
}
