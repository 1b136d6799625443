import type { Config } from './config';
import type { Db, DbDialect } from './db';
import type { AiProvider } from './lib/ai';
import type { BlobStore } from './lib/blob-store';
import type { Clock } from './lib/clock';

/** What every service receives: database, configuration, clock, file store and AI provider. */
export type Deps = {
  db: Db;
  dialect: DbDialect;
  config: Config;
  clock: Clock;
  blobs: BlobStore;
  /** Writes the AI features' wording; `local` unless configured otherwise. */
  ai: AiProvider;
};
