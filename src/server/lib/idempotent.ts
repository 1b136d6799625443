import { reachIncludes, type Reach } from '../db/scope';
import { conflict } from './http-error';

/**
 * A create that names a client-made id which already exists is the same create replayed (an
 * offline queue, a double tap): answer with the stored record, never a second one. The id of
 * another store's record is a conflict, and reveals nothing about it.
 */
export async function replayedCreate<T>(
  id: string | undefined,
  reach: Reach,
  find: (id: string) => Promise<{ store_id: string } | undefined>,
  load: (id: string) => Promise<T>,
  what: string,
): Promise<T | null> {
  if (!id) return null;
  const existing = await find(id);
  if (!existing) return null;
  if (!reachIncludes(reach, existing.store_id))
    throw conflict(`This ${what} id is already in use.`);
  return load(id);
}
