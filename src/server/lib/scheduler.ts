import { Cron } from 'croner';

export type ScheduledJob = {
  name: string;
  /** A cron pattern, read in UTC; jobs that care about store time work it out per store. */
  schedule: string;
  run: () => Promise<unknown>;
};

export type Scheduler = {
  /** Takes every job off the schedule and resolves once the runs already going have finished. */
  stop: () => Promise<void>;
};

/**
 * Runs each job on its schedule inside this app process. A run still going when the next is due
 * is skipped rather than doubled, and a failing run is logged and tried again at the next tick;
 * running once across several processes is the jobs' own business (their database lease).
 */
export function startScheduler(jobs: ScheduledJob[]): Scheduler {
  const running = new Set<Promise<unknown>>();
  const crons = jobs.map(
    (job) =>
      new Cron(
        job.schedule,
        {
          name: job.name,
          timezone: 'UTC',
          protect: true,
          catch: (err) => console.error(`Scheduled job ${job.name} failed:`, err),
        },
        async () => {
          const run = job.run();
          running.add(run);
          try {
            await run;
          } finally {
            running.delete(run);
          }
        },
      ),
  );
  return {
    stop: async () => {
      crons.forEach((cron) => cron.stop());
      // A run cut short by the database closing under it would leave its lease row claimed.
      await Promise.allSettled([...running]);
    },
  };
}
