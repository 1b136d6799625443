import { Cron } from 'croner';

export type ScheduledJob = {
  name: string;
  /** A cron pattern, read in UTC; jobs that care about store time work it out per store. */
  schedule: string;
  run: () => Promise<unknown>;
};

export type Scheduler = { stop: () => void };

/**
 * Runs each job on its schedule inside this app process. A run still going when the next is due
 * is skipped rather than doubled, and a failing run is logged and tried again at the next tick;
 * running once across several processes is the jobs' own business (their database lease).
 */
export function startScheduler(jobs: ScheduledJob[]): Scheduler {
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
          await job.run();
        },
      ),
  );
  return { stop: () => crons.forEach((cron) => cron.stop()) };
}
