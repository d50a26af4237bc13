import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider, startQueryClient } from './app/provider.tsx';
import { RootErrorBoundary } from './app/error-screen.tsx';
import { createRouter } from './app/router.tsx';
import './styles.css';

const queryClient = startQueryClient();
const router = createRouter(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RootErrorBoundary>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </RootErrorBoundary>
  </StrictMode>,
);
