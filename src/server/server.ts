import { hostname } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { setTimeout as delay } from 'node:timers/promises';
import { type Config, ConfigError, loadConfig } from './config';
import { migrateToLatest, openDb } from './db';
import type { Deps } from './deps';
import { purgeExpiredSessions } from './features/auth/service';
import { runMarketingJobs } from './features/marketing/service';
import { deliverWaiting } from './features/notifications/service';
import { runDueReports } from './features/reports/service';
import { runDuePoliceReports } from './features/police-reports/service';
import { publicAddress } from './features/settings/service';
import { createAiProvider } from './lib/ai';
import { FolderBlobStore } from './lib/blob-store';
import { S3BlobStore } from './lib/s3-blob-store';
import { closeServer, DRAIN_MS, settlesWithin } from './lib/graceful-close';
import { systemClock } from './lib/clock';
import { startScheduler } from './lib/scheduler';

const HOUR = 60 * 60 * 1000;

/**
 * Brings the schema up to date over connections of its own without a query time limit: a
 * migration of a large table may run for minutes, which no request may.
 */
async function migrate(config: Config): Promise<void> {
  const { db } = openDb(config.databaseUrl, { ...config.postgres, poolSize: 1, queryTimeoutMs: 0 });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}

export type RunOptions = {
  /** Runs before the server listens, e.g. to seed the demo chain. */
  prepare?: (deps: Deps) => Promise<unknown>;
  /** Use this database instead of DATABASE_URL (the demo keeps its own file). */
  databaseFile?: string;
};

/** Reads the configuration, migrates the database and serves the API and the web app. */
export async function runServer(options: RunOptions = {}): Promise<void> {
  try {
    const config = loadConfig();
    if (config.nodeEnv === 'production' && !config.secureCookies)
      console.warn(
        'NODE_ENV=production no longer marks the session cookie Secure: set PUBLIC_URL=https://... or COOKIE_SECURE=true when the app is served over HTTPS.',
      );
    if (options.databaseFile)
      config.databaseUrl = `sqlite:${join(config.dataDir, options.databaseFile)}`;
    else if (config.databaseNotice) console.warn(config.databaseNotice);
    await migrate(config);
    const { db, dialect } = openDb(config.databaseUrl, config.postgres);
    // Several processes share files through the bucket, or through DATA_DIR on a shared folder.
    const blobs = config.s3
      ? new S3BlobStore(config.s3)
      : new FolderBlobStore(join(config.dataDir, 'blobs'));
    const ai = createAiProvider(config.ai);
    const deps: Deps = { db, dialect, config, clock: systemClock, blobs, ai };
    await options.prepare?.(deps);

    const webRoot = fileURLToPath(new URL('../web/', import.meta.url));
    let draining = false;
    const app = await buildApp(deps, {
      webRoot,
      logger: config.nodeEnv !== 'test',
      draining: () => draining,
    });
    await app.listen({ port: config.port, host: config.host });

    const purgeSessions = () =>
      purgeExpiredSessions(deps).catch((err: unknown) =>
        app.log.warn({ err }, 'purging expired sessions failed; the next hour tries again'),
      );
    const purge = setInterval(() => void purgeSessions(), HOUR);
    purge.unref();
    // Each tick (every 15 minutes unless REPORT_SCHEDULE says otherwise) sends the e-mails of the
    // stores past their report hour; with several processes on one database, the job_runs lease
    // makes sure only one of them sends each.
    const holder = `${hostname()}:${process.pid}`;
    const scheduler = startScheduler([
      {
        name: 'smart-reports',
        schedule: config.schedules.reports,
        run: () => runDueReports(deps, holder),
      },
      // Each store's police report of the date that just ended, prepared and e-mailed where the
      // store has a police address; the report's row is claimed before it is sent, so several
      // processes send it once. On the smart reports' schedule: both follow the stores' days.
      {
        name: 'police-reports',
        schedule: config.schedules.reports,
        run: () => runDuePoliceReports(deps),
      },
      // Review requests after pickups, and campaign messages a restart left waiting; each message
      // is claimed in the database before it goes, so several processes send it once.
      {
        name: 'marketing',
        schedule: config.schedules.marketing,
        run: () => runMarketingJobs(deps),
      },
      // Messages written with their record whose delivery a stop or a fault cut short (every
      // minute unless OUTBOX_SCHEDULE says otherwise); each is claimed before it goes.
      {
        name: 'outbox',
        schedule: config.schedules.outbox,
        run: () => deliverWaiting(deps),
      },
    ]);

    // Readiness answers 503 from the first moment while everything else is still served for
    // SHUTDOWN_GRACE_MS (a load balancer stops sending work), then the listener closes, in-flight
    // requests and scheduled runs finish (each within DRAIN_MS), and the database closes last, so
    // no acknowledged write is cut off. A second signal kills at once.
    const shutdown = async (signal: NodeJS.Signals) => {
      draining = true;
      app.log.info({ signal }, 'shutting down: readiness refused, finishing in-flight requests');
      clearInterval(purge);
      const jobs = scheduler.stop();
      try {
        await delay(config.shutdownGraceMs);
        if (!(await closeServer(app)))
          app.log.warn('requests still running after the drain time were cut off');
        if (!(await settlesWithin(jobs, DRAIN_MS)))
          app.log.warn('a scheduled job was still running at shutdown');
        await db.destroy();
        app.log.info('shutdown complete');
        process.exit(0);
      } catch (err) {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      }
    };
    process.once('SIGINT', (signal) => void shutdown(signal));
    process.once('SIGTERM', (signal) => void shutdown(signal));
    // Ready only once a signal would shut it down cleanly: a SIGTERM before the handlers were
    // installed killed the process mid-request (seen under load, while the first purge ran).
    console.info(`Shop platform ready at http://${config.host}:${config.port}`);
    // Said at every start, so an owner sees dead links coming before any message is sent.
    await publicAddress(deps).then(
      (links) =>
        console.info(
          links.pointsAtLoopback
            ? `Links in messages and QR codes point at ${links.url}, which opens only on this computer: set the public address in Admin (System, Chain settings) or PUBLIC_URL.`
            : `Links in messages and QR codes start with ${links.url}.`,
        ),
      (err: unknown) => app.log.warn({ err }, 'could not read the public address'),
    );
    await purgeSessions();
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  }
}
