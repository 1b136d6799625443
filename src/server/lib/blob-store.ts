import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Where photos, signatures and receipts live, outside table rows (DESIGN.md, Data).
 * The folder adapter is the default; with S3_BUCKET set, files go to an S3-compatible bucket.
 */
export interface BlobStore {
  put(id: string, bytes: Buffer): Promise<void>;
  get(id: string): Promise<Buffer | null>;
  delete(id: string): Promise<void>;
}

/** Ids are UUIDs; anything else is refused before it can name a path or an object key. */
export function checkBlobId(id: string): string {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new Error(`not a blob id: ${id}`);
  return id;
}

export class FolderBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private path(id: string): string {
    checkBlobId(id);
    // Two levels of fan-out keep any one folder small on a busy chain.
    return join(this.root, id.slice(-2), id.slice(-4, -2), id);
  }

  async put(id: string, bytes: Buffer): Promise<void> {
    const file = this.path(id);
    await mkdir(dirname(file), { recursive: true });
    // Write then rename, so a crash never leaves a half-written photo under the real name.
    const temp = `${file}.part`;
    await writeFile(temp, bytes, { flush: true });
    await rename(temp, file);
  }

  async get(id: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(id));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(id: string): Promise<void> {
    await rm(this.path(id), { force: true });
  }
}
