import { useCallback, useState } from 'react';

/**
 * A dialog whose code loads on first open and then stays mounted, so closing it plays its
 * exit animation and keeps what was typed until the dialog itself starts over.
 */
export function useLazyDialog() {
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  const open = useCallback(() => {
    setMounted(true);
    setOpened(true);
  }, []);
  const close = useCallback(() => setOpened(false), []);
  return { opened, mounted, open, close };
}
