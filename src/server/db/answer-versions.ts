import { sql } from 'kysely';
import type { Db } from '.';
import { runHot } from './hot-query';
import { AnswerCache, type Answer } from '../lib/answer-cache';
import type { Reach } from './scope';

/** One cache per database, as the group commit keeps its queue: tests open many side by side. */
const caches = new WeakMap<Db, AnswerCache>();

/**
 * The version of the repair lists within `reach`: the sum of its stores' versions and the shared
 * one, which only grows, and grows with every committed write that changes them (migration 013).
 */
export async function answerVersion(db: Db, reach: Reach): Promise<string> {
  const scopes = reach.all ? [] : [...reach.storeIds, '*'];
  const [row] = await runHot(
    db,
    `answer-version:${reach.all ? 'all' : scopes.length}`,
    scopes,
    (standIns) => {
      const query = db
        .selectFrom('answer_versions')
        .select(sql<number | string | null>`sum(version)`.as('version'));
      return reach.all ? query : query.where('scope', 'in', standIns);
    },
  );
  return String(row?.version ?? 0);
}

/**
 * A repair list's answer for `reach`, read and serialized by `read` only when the lists' data has
 * changed since it was last kept. The version is read first, so a kept answer is never older than
 * its version (docs/decisions/022-answer-cache.md).
 */
export async function cachedRepairAnswer(
  db: Db,
  reach: Reach,
  key: string,
  read: () => Promise<Answer>,
): Promise<Answer> {
  const version = await answerVersion(db, reach);
  let cache = caches.get(db);
  if (!cache) {
    cache = new AnswerCache();
    caches.set(db, cache);
  }
  return cache.get(JSON.stringify([key, reach]), version, read);
}
