import { addDays, localDate, zonedTime, type Clock } from './time';

/**
 * A store's business day: the day its daily report closes. It does not end at midnight: a store
 * that closes late and files its report at 12:20 AM is closing the day that just ended, not the
 * one that began 20 minutes ago. Each store's day ends at a set hour of its own clock (default
 * 5:00 AM), so business day 2026-11-21 runs from 5:00 AM on Nov 21 to 5:00 AM on Nov 22, store
 * time, whatever the clocks do in between. Every "today" of a store (the report's date, which
 * report may be reopened, when sign-in reopens, the dashboards' today) is read here.
 */

/** What a store's business day depends on: its IANA zone and the hour (store time) its day ends. */
export type StoreDay = { timezone: string; businessDayEndHour: number };

/** A store's business day ends at 5:00 AM store time unless an administrator sets another hour. */
export const DEFAULT_BUSINESS_DAY_END_HOUR = 5;

/**
 * Sign-in reopens at this store-local hour the morning after a report (docs/product.md, Constants).
 */
export const LOGIN_REOPEN_HOUR = 8;

/**
 * The latest hour a business day may end: later, a report filed between 8:00 AM and that hour
 * would belong to a day whose sign-in had already reopened, and would block nothing.
 */
export const MAX_BUSINESS_DAY_END_HOUR = LOGIN_REOPEN_HOUR;

/** The instant business day `date` (YYYY-MM-DD) starts: its end hour on that date, store time. */
export function businessDayStart(date: string, store: StoreDay): Date {
  return zonedTime(date, store.timezone, store.businessDayEndHour);
}

/** Business day `date` as a half-open range [start, end) of instants. */
export function businessDayRange(date: string, store: StoreDay): { start: Date; end: Date } {
  return { start: businessDayStart(date, store), end: businessDayStart(addDays(date, 1), store) };
}

/** The business day an instant belongs to: before the end hour, the previous calendar date's. */
export function businessDateAt(instant: Date, store: StoreDay): string {
  const date = localDate(instant, store.timezone);
  return instant < businessDayStart(date, store) ? addDays(date, -1) : date;
}

/** The business day last asked for "now" per store clock, with its range in epoch ms. */
const todays = new Map<string, { date: string; start: number; end: number }>();

/**
 * The store's business day now, by `clock`. Kept per store clock until its day ends: reading the
 * zone's wall clock costs three Intl formats, and every check-in asks for today.
 */
export function businessToday(clock: Clock, store: StoreDay): string {
  const now = clock.now();
  const key = `${store.timezone}|${store.businessDayEndHour}`;
  const kept = todays.get(key);
  if (kept && now.getTime() >= kept.start && now.getTime() < kept.end) return kept.date;
  const date = businessDateAt(now, store);
  const { start, end } = businessDayRange(date, store);
  todays.set(key, { date, start: start.getTime(), end: end.getTime() });
  return date;
}

/** 8:00 AM store time on the morning business day `date` ends: when sign-in reopens. */
export function loginReopensAt(date: string, store: StoreDay): Date {
  return zonedTime(addDays(date, 1), store.timezone, LOGIN_REOPEN_HOUR);
}

/**
 * Stores grouped by when their business days start (same zone and end hour), each group with one
 * of its stores to compute the days from: one window per group serves all its stores.
 */
export function sameBusinessDays<S extends StoreDay & { id: string }>(
  stores: readonly S[],
): { store: S; storeIds: string[] }[] {
  const groups = new Map<string, { store: S; storeIds: string[] }>();
  for (const store of stores) {
    const key = `${store.timezone}@${store.businessDayEndHour}`;
    const group = groups.get(key) ?? { store, storeIds: [] };
    group.storeIds.push(store.id);
    groups.set(key, group);
  }
  return [...groups.values()];
}
