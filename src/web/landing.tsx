import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { User } from '../domain/auth.ts';
import { LoadingScreen } from './components/ui/loading-screen.tsx';
import { LandingPage } from './features/landing/landing-page.tsx';
import { api } from './lib/api.ts';
import './styles.css';

/**
 * The first script of the landing page (/), which the server sends as landing.html: the page alone,
 * without the router, the query cache or any other page, so that a visitor's first load is small.
 * Every link leads into the app (index.html and main.tsx). Like the app's own route for /, it sends
 * a password reset link on to its screen, and a signed-in user to the dashboard.
 */
function Landing() {
  const [guest, setGuest] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    api.get<{ user: User | null }>('/api/auth/me', undefined, controller.signal).then(
      ({ user }) => {
        if (user) window.location.replace('/app/dashboard');
        else setGuest(true);
      },
      // The page is shown even when the server cannot say who is signed in.
      () => !controller.signal.aborted && setGuest(true),
    );
    return () => controller.abort();
  }, []);
  return guest ? <LandingPage /> : <LoadingScreen message="Loading Eventry..." />;
}

if (window.location.hash.includes('reset-password')) {
  window.location.replace(`/reset-password${window.location.hash}`);
} else {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Landing />
    </StrictMode>,
  );
}
