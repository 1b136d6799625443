import { v7 } from 'uuid';

/** UUIDv7: time-ordered, so ids made offline on a phone sort with the server's. */
export function newId(): string {
  return v7();
}
