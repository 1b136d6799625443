import { Workbox } from 'workbox-window';
import { SW_UPDATE_CHECK_MS } from '../../../shared/constants';
import { showUpdateToast } from './update-toast';

/** Where vite.config.ts has the worker built; scope '/' covers every route of the app. */
const SW_URL = '/sw.js';

/**
 * Registers the app's service worker and offers each new version with the update toast.
 * The new worker waits (registerType 'prompt') until the person chooses 'Update now'; it is
 * then told to skip waiting, and the page reloads once, when that worker takes control.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox(SW_URL, { scope: '/' });
  let registration: ServiceWorkerRegistration | undefined;
  let reloadOnControl = false;

  const update = () => {
    reloadOnControl = true;
    if (registration?.waiting) wb.messageSkipWaiting();
    // Another tab already switched to the new version; this page only needs to load it.
    else window.location.reload();
  };

  // Waiting while another worker controls the page means a new version. The first install
  // has no controller: it simply takes over at the next load, nothing to ask.
  wb.addEventListener('waiting', () => {
    if (navigator.serviceWorker.controller) showUpdateToast(update);
  });
  wb.addEventListener('controlling', () => {
    if (!reloadOnControl) return;
    reloadOnControl = false;
    window.location.reload();
  });

  wb.register()
    .then((registered) => {
      registration = registered;
      // A tab left open all day still hears of a new version. Offline there is nobody to ask,
      // and a failed check (the server restarting) is simply tried again at the next one.
      setInterval(() => {
        if (navigator.onLine) registered?.update().catch(() => undefined);
      }, SW_UPDATE_CHECK_MS);
    })
    .catch((error: unknown) => console.warn('The service worker was not registered', error));
}
