import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { RootErrorBoundary } from './app/error-screen.tsx';
import { createRouter } from './app/router.tsx';
import './styles.css';

const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RootErrorBoundary>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </RootErrorBoundary>
  </StrictMode>,
);
