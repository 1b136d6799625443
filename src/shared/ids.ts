import { v7 } from 'uuid';

/** UUIDv7: time-ordered, so ids made offline on a phone sort with the server's. */
export function newId(): string {
  return v7();
}

const UUID_V7 = /^([0-9a-f]{8})-([0-9a-f]{4})-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * When a record with this client-made id was made: a UUIDv7 carries its maker's clock in its
 * first 48 bits, so a write that waited offline says when it happened. Null for any other id.
 */
export function timeOfId(id: string | undefined): Date | null {
  const match = id ? UUID_V7.exec(id) : null;
  if (!match) return null;
  return new Date(parseInt(`${match[1]}${match[2]}`, 16));
}
