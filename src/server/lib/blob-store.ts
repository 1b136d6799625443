import { rename as renameCb, writeFile as writeFileCb } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { dirname, join } from 'node:path';

/**
 * Where photos, signatures and receipts live, outside table rows (docs/architecture.md, Data).
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

/**
 * The callback forms, promisified: a check-in writes two files, and these cost the one thread that
 * serves every request less than fs/promises, which opens a FileHandle for each write.
 */
const writeFile = promisify(writeFileCb);
const rename = promisify(renameCb);

export class FolderBlobStore implements BlobStore {
  /** Folders made or found by this process: a check-in does not ask the disk for them again. */
  private readonly folders = new Set<string>();

  constructor(private readonly root: string) {}

  private path(id: string): string {
    checkBlobId(id);
    // Two levels of fan-out keep any one folder small on a busy chain.
    return join(this.root, id.slice(-2), id.slice(-4, -2), id);
  }

  async put(id: string, bytes: Buffer): Promise<void> {
    const file = this.path(id);
    const folder = dirname(file);
    if (!this.folders.has(folder)) await this.makeFolder(folder);
    // Write then rename, so a crash never leaves a half-written photo under the real name.
    const temp = `${file}.part`;
    try {
      await writeFile(temp, bytes, { flush: true });
    } catch (err) {
      // The folder went away since (a restore replaced the files): make it again, once.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      await this.makeFolder(folder);
      await writeFile(temp, bytes, { flush: true });
    }
    await rename(temp, file);
  }

  private async makeFolder(folder: string): Promise<void> {
    await mkdir(folder, { recursive: true });
    this.folders.add(folder);
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
