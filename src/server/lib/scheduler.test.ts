import { scheduledJobs } from 'croner';
import { describe, expect, it, vi } from 'vitest';
import { startScheduler } from './scheduler';

describe('startScheduler', () => {
  it('runs a job on its schedule and takes it off the schedule once stopped', async () => {
    let firstRun!: () => void;
    const ran = new Promise<void>((resolve) => (firstRun = resolve));
    const scheduler = startScheduler([
      {
        name: 'every-second',
        schedule: '* * * * * *',
        run: async () => firstRun(),
      },
    ]);
    await ran;
    expect(scheduledJobs.map((job) => job.name)).toContain('every-second');
    await scheduler.stop();
    expect(scheduledJobs.map((job) => job.name)).not.toContain('every-second');
  });

  it('waits for a run in progress when stopped, so the database is not closed under it', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    let finished = false;
    const scheduler = startScheduler([
      {
        name: 'slow',
        schedule: '* * * * * *',
        run: async () => {
          started();
          await new Promise<void>((resolve) => (finish = resolve));
          finished = true;
        },
      },
    ]);
    await running;
    const stopped = scheduler.stop().then(() => finished);
    // Finishing on a later turn: a stop that did not wait would have resolved by then.
    setTimeout(finish, 20);
    expect(await stopped).toBe(true);
  });

  it('logs a failing run instead of crashing the process', async () => {
    let failed!: () => void;
    const logged = new Promise<void>((resolve) => (failed = resolve));
    const error = vi.spyOn(console, 'error').mockImplementation(() => failed());
    const scheduler = startScheduler([
      {
        name: 'broken',
        schedule: '* * * * * *',
        run: async () => {
          throw new Error('mail server down');
        },
      },
    ]);
    await logged;
    await scheduler.stop();
    expect(error).toHaveBeenCalledWith('Scheduled job broken failed:', expect.any(Error));
    error.mockRestore();
  });
});
