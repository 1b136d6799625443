import { gzipSync } from 'node:zlib';
import type { z } from 'zod';

/** Below this an answer is sent as it is: gzip's frame would outweigh what it saves. */
const GZIP_FROM_BYTES = 1024;

/** A JSON answer serialized once; its gzip form made on the first request that accepts it. */
export class Answer {
  #gzip: Buffer | null | undefined;

  /** `nextCursor`: a list page's next cursor, sent in the x-next-cursor header. */
  constructor(
    readonly json: string,
    readonly nextCursor: string | null = null,
  ) {}

  gzip(): Buffer | null {
    if (this.#gzip === undefined) {
      this.#gzip = this.json.length < GZIP_FROM_BYTES ? null : gzipSync(this.json);
    }
    return this.#gzip;
  }
}

/**
 * The JSON of `value` as its route's response schema shapes it (what Fastify's serializer does for
 * an answer that is not cached); a value that does not fit is a server fault, never sent.
 */
export function checkedJson(schema: z.ZodType, value: unknown): string {
  const checked = schema.safeParse(value);
  if (!checked.success)
    throw new Error(`Answer does not match its schema: ${checked.error.message}`);
  return JSON.stringify(checked.data);
}

type Entry = { version: string; answer: Promise<Answer> };

/**
 * Answers by key, each kept with the version of the data it was read from; a newer version reads
 * and serializes again. The least recently used key goes first once `capacity` are kept.
 * Concurrent requests for a key at the same version share one read.
 */
export class AnswerCache {
  readonly #entries = new Map<string, Entry>();

  constructor(private readonly capacity = 256) {}

  get(key: string, version: string, read: () => Promise<Answer>): Promise<Answer> {
    const kept = this.#entries.get(key);
    this.#entries.delete(key);
    if (kept && kept.version === version) {
      this.#entries.set(key, kept);
      return kept.answer;
    }
    const answer = read();
    const entry = { version, answer };
    this.#entries.set(key, entry);
    answer.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    if (this.#entries.size > this.capacity) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
    return answer;
  }
}
