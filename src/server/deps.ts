import type { Config } from './config';
import type { Db, DbDialect } from './db';
import type { BlobStore } from './lib/blob-store';
import type { Clock } from './lib/clock';

/** What every service receives: the database, the configuration, the clock and the file store. */
export type Deps = {
  db: Db;
  dialect: DbDialect;
  config: Config;
  clock: Clock;
  blobs: BlobStore;
};
