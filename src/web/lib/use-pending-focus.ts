import { useCallback, useEffect, useRef } from 'react';

type Target = () => HTMLElement | null | undefined;

/**
 * Moves focus once a coming render has put its target on screen. A picker swaps its buttons for a
 * spinner while a photo is prepared and for other buttons once it is there: the button that had
 * focus is gone, and without this, focus falls to the page and a keyboard user starts over.
 */
export function usePendingFocus(): (target: Target) => void {
  const pending = useRef<Target | null>(null);
  useEffect(() => {
    const element = pending.current?.();
    if (!element) return;
    pending.current = null;
    element.focus();
  });
  return useCallback((target: Target) => {
    pending.current = target;
  }, []);
}
