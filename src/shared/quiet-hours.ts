import { AREA_CODE_ZONES } from './area-code-zones';
import { phoneDigits } from './customers';
import { localClockTime } from './time';

/** Marketing texts go from 8:00 AM until 9:00 PM at the recipient's (TCPA quiet hours). */
export const QUIET_HOURS = { firstHour: 8, endHour: 21 } as const;

/** The area code of a US or Canadian number (10 digits, or 11 starting with 1); else null. */
export function areaCodeOf(phone: string): string | null {
  const digits = phoneDigits(phone);
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? national.slice(0, 3) : null;
}

/** Where the recipient probably is: their area code's zone, else the store's. */
export function recipientZone(phone: string, storeZone: string): string {
  const code = areaCodeOf(phone);
  return (code && AREA_CODE_ZONES.get(code)) || storeZone;
}

/** Whether a marketing text may go to this number at this instant. */
export function inTextingWindow(at: Date, phone: string, storeZone: string): boolean {
  const hour = Number(localClockTime(at, recipientZone(phone, storeZone)).slice(0, 2));
  return hour >= QUIET_HOURS.firstHour && hour < QUIET_HOURS.endHour;
}
