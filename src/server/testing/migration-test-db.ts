import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely';
import { afterAll } from 'vitest';
import { openDb, type Db } from '../db';
import { migrations } from '../db/migrations';

/**
 * A throw-away SQLite database for a migration's test, removed after the file's tests: `before(n)`
 * runs every migration before the one named `n` (its number, "028"), so the test can write the
 * rows that migration finds before it runs the rest with migrateToLatest.
 */
export function migrationTestDb(n: string): { db: Db; before: () => Promise<unknown> } {
  const dir = mkdtempSync(join(tmpdir(), `shop-migration-${n}-`));
  const { db } = openDb(`sqlite:${join(dir, 'shop.db')}`);
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  const earlier = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < n));
  return {
    db,
    before: async () => {
      const { error } = await new Migrator({
        db,
        provider: { getMigrations: async () => earlier },
      }).migrateToLatest();
      if (error) throw error;
    },
  };
}
