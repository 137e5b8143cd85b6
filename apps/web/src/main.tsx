import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import './styles/main.scss';

// Spec §4: any service worker left by an earlier version of the shop is unregistered.
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
    .catch((error: unknown) => console.warn('[sw] could not unregister', error));
}

// The first page's code and catalogues load beside the shell's; a failed load is reported by its render.
preloadPage(window.location.pathname)?.catch(() => {});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        {/* The first catalogues of the chosen language load before the shell shows. */}
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
