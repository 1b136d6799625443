import { useEffect, useState } from 'react';
import { SECOND } from '../../../../shared/constants';

/** How often the number is recomputed: often enough that it never lags a second behind. */
const TICK_MS = 250;

/**
 * Whole seconds left of `seconds` while `running` (30, 29 ... 0). Counted from a deadline,
 * not by adding up ticks, so a slowed or backgrounded tab still ends on time.
 */
export function useCountdown(running: boolean, seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (!running) return;
    const deadline = Date.now() + seconds * SECOND;
    const timer = setInterval(() => {
      const next = Math.max(0, Math.ceil((deadline - Date.now()) / SECOND));
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [running, seconds]);
  return left;
}
