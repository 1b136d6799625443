import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FolderBlobStore } from './blob-store';

const root = mkdtempSync(join(tmpdir(), 'shop-blob-store-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Two ids that share their fan-out folders (same last four characters). */
const first = '0192b3e4-1cc3-78cd-a880-70445700aa19';
const second = '0192b3e4-1cc3-78cd-a880-70445711aa19';

describe('folder blob store', () => {
  it('keeps, serves and removes a file under its id, with no part file left', async () => {
    const store = new FolderBlobStore(root);
    await store.put(first, Buffer.from('photo'));
    expect((await store.get(first))?.toString()).toBe('photo');
    expect(readdirSync(join(root, '19', 'aa'))).toEqual([first]);
    await store.delete(first);
    expect(await store.get(first)).toBeNull();
  });

  it('makes its folder again when it went away after the first file', async () => {
    const store = new FolderBlobStore(root);
    await store.put(first, Buffer.from('one'));
    rmSync(join(root, '19'), { recursive: true });
    await store.put(second, Buffer.from('two'));
    expect((await store.get(second))?.toString()).toBe('two');
  });

  it('refuses an id that could name a path', async () => {
    const store = new FolderBlobStore(root);
    await expect(store.put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow(/not a blob id/);
  });
});
