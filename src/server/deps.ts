import type { Config } from './config';
import type { Db, DbDialect } from './db';
import type { Clock } from './lib/clock';

/** What every service receives: the database, the configuration and the clock. */
export type Deps = {
  db: Db;
  dialect: DbDialect;
  config: Config;
  clock: Clock;
};
