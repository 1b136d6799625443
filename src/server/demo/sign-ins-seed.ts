import type { Store } from '../../shared/org';
import type { Deps } from '../deps';
import { logActivity } from '../features/activity/service';
import { recordSignIn } from '../features/auth/service';
import { localDate, zonedTime } from '../../shared/time';
import { addDays } from '../features/insights/days';
import { random } from './random';

const DAYS = 30;

/**
 * A month of sign-ins as the activity log would hold them: each store's counter account at
 * opening and its manager most days, now and then a mistyped password first, so the admin
 * analytics show a working chain rather than one morning's demo logins. Each is a real sign-in
 * record, so the Users table shows when each person last signed in.
 */
export async function seedDemoSignIns(deps: Deps, stores: Store[]): Promise<number> {
  const rnd = random(30112026);
  let count = 0;
  for (const store of stores) {
    const people = await deps.db
      .selectFrom('users')
      .select(['id', 'username', 'role'])
      .where('store_id', '=', store.id)
      .execute();
    const today = localDate(deps.clock.now(), store.timezone);
    for (let back = DAYS; back >= 1; back -= 1) {
      const date = addDays(today, -back);
      for (const person of people) {
        // Managers skip a day in five; counters sign in every day the store opens.
        if (person.role !== 'store' && rnd() < 0.2) continue;
        const minutes = Math.floor(rnd() * 50);
        const at = zonedTime(date, store.timezone, 8, 55).getTime() + minutes * 60_000;
        const when = { ...deps, clock: { now: () => new Date(at) } };
        if (rnd() < 0.04) {
          await logActivity(
            { ...deps, clock: { now: () => new Date(at - 60_000) } },
            {
              userId: null,
              storeId: store.id,
              action: 'auth.login_failed',
              details: { username: person.username },
            },
          );
          count += 1;
        }
        await recordSignIn(when, { id: person.id, storeId: store.id }, null);
        count += 1;
      }
    }
  }
  return count;
}
