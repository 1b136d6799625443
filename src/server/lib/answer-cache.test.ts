import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Answer, AnswerCache, checkedJson } from './answer-cache';

const reader = () => {
  let reads = 0;
  const read = async () => new Answer(JSON.stringify({ read: ++reads, pad: 'x'.repeat(2000) }));
  return { read, reads: () => reads };
};

describe('AnswerCache', () => {
  it('reads once per version of the data, again when the version changes', async () => {
    const cache = new AnswerCache();
    const { read, reads } = reader();
    const first = await cache.get('list', '1', read);
    expect((await cache.get('list', '1', read)).json).toBe(first.json);
    expect(reads()).toBe(1);
    const second = await cache.get('list', '2', read);
    expect(JSON.parse(second.json).read).toBe(2);
    expect(reads()).toBe(2);
  });

  it('keeps each key apart', async () => {
    const cache = new AnswerCache();
    const { read, reads } = reader();
    await cache.get('store-a', '1', read);
    await cache.get('store-b', '1', read);
    expect(reads()).toBe(2);
  });

  it('lets requests arriving together share one read', async () => {
    const cache = new AnswerCache();
    const { read, reads } = reader();
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('list', '1', read)));
    expect(reads()).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('does not keep a read that failed', async () => {
    const cache = new AnswerCache();
    await expect(
      cache.get('list', '1', () => Promise.reject(new Error('disk gone'))),
    ).rejects.toThrow('disk gone');
    const { read, reads } = reader();
    await cache.get('list', '1', read);
    expect(reads()).toBe(1);
  });

  it('forgets the least recently used key past its capacity', async () => {
    const cache = new AnswerCache(2);
    const { read, reads } = reader();
    await cache.get('a', '1', read);
    await cache.get('b', '1', read);
    await cache.get('a', '1', read); // a used again: b is now the oldest
    await cache.get('c', '1', read);
    expect(reads()).toBe(3);
    await cache.get('a', '1', read);
    expect(reads()).toBe(3);
    await cache.get('b', '1', read);
    expect(reads()).toBe(4);
  });

  it('gzips an answer once, to the same JSON, and sends a small one as it is', async () => {
    const cache = new AnswerCache();
    const big = await cache.get('big', '1', reader().read);
    const gzip = big.gzip()!;
    expect(gzip.length).toBeLessThan(big.json.length / 4);
    expect(gunzipSync(gzip).toString('utf8')).toBe(big.json);
    expect(big.gzip()).toBe(gzip);
    const small = await cache.get('small', '1', async () => new Answer('{"waivers":[]}'));
    expect(small.gzip()).toBeNull();
  });
});

describe('checkedJson', () => {
  const schema = z.object({ id: z.string(), total: z.number() });

  it('shapes the value as the response schema does, dropping what it does not name', () => {
    expect(checkedJson(schema, { id: 'a', total: 2, secret: 'hash' })).toBe('{"id":"a","total":2}');
  });

  it('refuses a value that does not fit, as a server fault', () => {
    expect(() => checkedJson(schema, { id: 'a', total: '2' })).toThrow(
      /Answer does not match its schema/,
    );
  });
});
