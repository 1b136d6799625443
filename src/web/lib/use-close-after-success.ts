import { useCallback, useEffect, useRef } from 'react';
import { MODAL_CLOSE_AFTER_SUCCESS_MS } from '../../shared/constants';

/**
 * Closes a form's dialog a moment after it saved, so the clerk sees it was recorded; a dialog
 * already gone by then (closed by hand, screen left) is not closed twice.
 */
export function useCloseAfterSuccess(): (close: () => void) => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((close: () => void) => {
    timer.current = setTimeout(close, MODAL_CLOSE_AFTER_SUCCESS_MS);
  }, []);
}
