// Only Mantine's base styles here: each component's stylesheet comes with the chunk that uses
// it (scripts/bundle/mantine-styles.mjs), so the first paint waits for little CSS.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
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
