import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { suppressResizeObserverErrors } from './lib/suppress-resize-observer-errors';

suppressResizeObserverErrors();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Production builds only: the dev server has no worker to register. Loaded after the app so
// the sign-in screen's first paint does not wait for it.
if (import.meta.env.PROD) {
  void import('./lib/pwa/register-service-worker').then((pwa) => pwa.registerServiceWorker());
}
