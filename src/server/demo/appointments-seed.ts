import type { Store } from '../../shared/org';
import { ZAppointmentInput, type AppointmentStatus } from '../../shared/appointments';
import { localClockTime, localDate, zonedTime } from '../../shared/time';
import type { Deps } from '../deps';
import { createAppointment, updateAppointment } from '../features/appointments/service';
import { addDays } from '../features/insights/days';
import type { Actor } from '../lib/actor';
import { FIRST, LAST } from './names';
import { random } from './random';
import { DEVICES, JOBS } from './repairs-seed';

/** Two weeks back and two weeks ahead: the calendar a shop opens shows a working month. */
const DAYS_BACK = 14;
const DAYS_AHEAD = 14;
/** Half-hour slots from 10:00 AM to 5:30 PM. */
const SLOTS = Array.from({ length: 16 }, (_, i) => {
  const minutes = 10 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});

function shuffled<T>(list: readonly T[], rnd: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** How a past booking ended: most customers come, some cancel, a few never show. */
function outcome(roll: number): AppointmentStatus {
  if (roll < 0.75) return 'arrived';
  if (roll < 0.88) return 'cancelled';
  return 'no_show';
}

/**
 * Each store's bookings, made by its counter through the service as the counter's screen would:
 * past ones booked two days before and then marked arrived, cancelled or no-show after their
 * hour; upcoming ones booked now, none earlier than the store's clock.
 */
export async function seedDemoAppointments(
  deps: Deps,
  stores: Store[],
  clerks: Map<string, Actor>,
): Promise<number> {
  const rnd = random(28112026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const now = deps.clock.now();
  let made = 0;
  for (const store of stores) {
    const clerk = clerks.get(store.id)!;
    const reach = { all: false as const, storeIds: [store.id] };
    const today = localDate(now, store.timezone);
    const timeNow = localClockTime(now, store.timezone);
    for (let offset = -DAYS_BACK; offset <= DAYS_AHEAD; offset += 1) {
      const date = addDays(today, offset);
      const open = SLOTS.filter((slot) => offset !== 0 || slot > timeNow);
      const count = Math.min(open.length, Math.floor(rnd() * 4));
      const times = shuffled(open, rnd).slice(0, count).sort();
      for (const time of times) {
        const [brand, model] = pick(DEVICES);
        const input = ZAppointmentInput.parse({
          storeId: store.id,
          customerName: `${pick(FIRST)} ${pick(LAST)}`,
          customerPhone: `(${store.timezone.includes('Chicago') ? 214 : 404}) 555-${String(1000 + Math.floor(rnd() * 9000))}`,
          date,
          time,
          deviceBrand: brand,
          deviceModel: model,
          problem: pick(JOBS).problem,
        });
        const start = zonedTime(
          date,
          store.timezone,
          Number(time.slice(0, 2)),
          Number(time.slice(3)),
        );
        const past = start.getTime() < now.getTime();
        const bookedAt = past ? new Date(start.getTime() - 2 * 86_400_000) : now;
        const { appointment } = await createAppointment(
          { ...deps, clock: { now: () => bookedAt } },
          clerk,
          reach,
          input,
        );
        made += 1;
        if (!past) continue;
        const after = new Date(Math.min(start.getTime() + 15 * 60_000, now.getTime()));
        await updateAppointment(
          { ...deps, clock: { now: () => after } },
          clerk,
          reach,
          appointment.id,
          {
            status: outcome(rnd()),
          },
        );
      }
    }
  }
  return made;
}
