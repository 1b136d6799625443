import { MAX_BUSINESS_DAY_END_HOUR } from '../../../../shared/business-day';
import { formatClock } from '../../../../shared/format';
import { US_TIME_ZONES } from '../../../../shared/org';

type TimeZone = (typeof US_TIME_ZONES)[number];

/** What a person calls each zone; the IANA id alone ('America/Detroit') hides Eastern time. */
const LABELS: Record<TimeZone, string> = {
  'America/New_York': 'Eastern (New York)',
  'America/Detroit': 'Eastern (Detroit)',
  'America/Chicago': 'Central (Chicago)',
  'America/Denver': 'Mountain (Denver)',
  'America/Phoenix': 'Mountain, no daylight saving (Phoenix)',
  'America/Los_Angeles': 'Pacific (Los Angeles)',
  'America/Anchorage': 'Alaska (Anchorage)',
  'Pacific/Honolulu': 'Hawaii (Honolulu)',
  'America/Puerto_Rico': 'Atlantic (Puerto Rico)',
};

export const TIME_ZONE_OPTIONS = US_TIME_ZONES.map((value) => ({ value, label: LABELS[value] }));

/** A store's zone as read on screen; a zone outside the list (older data) shows its city. */
export function timeZoneLabel(zone: string): string {
  return LABELS[zone as TimeZone] ?? zone.replace(/^.*\//, '').replaceAll('_', ' ');
}

/** '5:00 AM'; midnight says so, as '12:00 AM' alone reads as the start of a day, not its end. */
export function endHourLabel(hour: number): string {
  const clock = formatClock(`${String(hour).padStart(2, '0')}:00`);
  return hour === 0 ? `${clock} (midnight)` : clock;
}

/** The hours a business day may end at, midnight to 8:00 AM. */
export const END_HOUR_OPTIONS = Array.from({ length: MAX_BUSINESS_DAY_END_HOUR + 1 }, (_, h) => ({
  value: String(h),
  label: endHourLabel(h),
}));
