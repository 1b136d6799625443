import { useLayoutEffect } from 'react';

/** The id of the element the app renders into (index.html); dialogs and toasts live outside it. */
const APP_ROOT_ID = 'root';

/** Dialogs open now: a confirmation over a form makes two. */
let openDialogs = 0;

function setAppInert(inert: boolean): void {
  const root = document.getElementById(APP_ROOT_ID);
  if (root) root.inert = inert;
}

/** Focus is nowhere useful: on the page body, or still inside a dialog that has closed. */
function focusIsLost(): boolean {
  const active = document.activeElement;
  if (active === null || active === document.body) return true;
  return openDialogs === 0 && active.closest('[role="dialog"]') !== null;
}

/**
 * What every dialog does for keyboard and screen-reader users while it is open: the page behind
 * it is inert (not read, not reachable), and when it closes, focus goes back to the control that
 * opened it. Mantine returns focus only when a dialog's `opened` turns false, not when the dialog
 * is unmounted while open (Pickup, Sale), and its return runs while the dialog's exit animation
 * still holds the page inert; so dialogs pass `returnFocus={false}` and rely on this instead.
 */
export function useDialogFocus(opened: boolean): void {
  useLayoutEffect(() => {
    if (!opened) return;
    // Read before the dialog's focus trap moves focus inside it (the trap waits for a tick).
    const opener = document.activeElement;
    openDialogs += 1;
    setAppInert(true);
    return () => {
      openDialogs -= 1;
      if (openDialogs === 0) setAppInert(false);
      setTimeout(() => {
        if (!(opener instanceof HTMLElement) || !opener.isConnected || !focusIsLost()) return;
        if (openDialogs === 0 && opener.closest('[role="dialog"]') !== null) return;
        opener.focus({ preventScroll: true });
      }, 0);
    };
  }, [opened]);
}
