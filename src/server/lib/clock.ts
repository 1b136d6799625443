import type { Clock } from '../../shared/time';

/** The time source of every service, so tests can move time (lockouts, session timeouts). */
export type { Clock };

export const systemClock: Clock = { now: () => new Date() };

export function isoNow(clock: Clock): string {
  return clock.now().toISOString();
}

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}
