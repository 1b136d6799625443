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

/**
 * One page of a newest-first keyset list. The repo is asked for one row more than the page;
 * that extra row only tells whether a next page exists.
 */
export async function keysetPage<Row extends { created_at: string; id: string }>(
  limit: number,
  cursor: string | undefined,
  fetch: (window: { limit: number; after: Position | undefined }) => Promise<Row[]>,
): Promise<{ rows: Row[]; nextCursor: string | null }> {
  const rows = await fetch({ limit: limit + 1, after: cursor ? decodeCursor(cursor) : undefined });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor:
      rows.length > limit && last
        ? encodeCursor({ createdAt: last.created_at, id: last.id })
        : null,
  };
}
