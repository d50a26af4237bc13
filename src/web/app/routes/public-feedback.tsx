import { Link, Navigate } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen.tsx';
import { useSession } from '../../lib/session.ts';
import { FeedbackPage } from '../../features/feedback/feedback-page.tsx';

/** /feedback: inside the app for a signed-in user; on its own, without the navigation, for a visitor. */
export function PublicFeedbackRoute() {
  const { user, isPending } = useSession();
  if (isPending) return <LoadingScreen message="Loading Eventry..." />;
  if (user) return <Navigate to="/app/feedback" replace />;
  return (
    <div className="min-h-screen bg-canvas">
      <header className="mx-auto flex max-w-5xl items-center px-4 py-5">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-ink">
          <img src="/favicon.svg" alt="" className="size-8" />
          Eventry
        </Link>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8">
        <FeedbackPage />
      </main>
    </div>
  );
}
