import { fieldError } from './http-error';

/** Keyset position of a newest-first list: the (created_at, id) of the last row of a page. */
export type Position = { createdAt: string; id: string };

export function encodeCursor(position: Position): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

/** Reads a cursor from a query string; anything malformed is a 400 on `cursor`. */
export function decodeCursor(cursor: string): Position {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      value.every((part) => typeof part === 'string' && part.length > 0)
    ) {
      return { createdAt: value[0] as string, id: value[1] as string };
    }
  } catch {
    // Not base64url JSON: the same answer as a well-formed cursor of the wrong shape.
  }
  throw fieldError('cursor', 'Invalid cursor');
}
