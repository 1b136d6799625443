import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import type { S3Config } from '../config';

export type TestS3Server = {
  /** What S3BlobStore (or S3_* in a child process's environment) needs to reach the bucket. */
  config: S3Config;
  /** Where the server keeps its objects on disk. */
  directory: string;
  close: () => Promise<void>;
};

/** The part of s3rver's file store that a PUT goes through. */
type S3rverStore = {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: unknown, md5: string): Promise<void>;
  putObject(object: {
    bucket: string;
    key: string;
    metadata: unknown;
    content: Buffer | Readable;
  }): Promise<{ size: number; md5: string }>;
};

/**
 * s3rver 3.7 answers a PUT once it has handed the bytes to a write stream, before they reach the
 * disk, so a second PUT of the same key could be overwritten by the first one's late bytes
 * ("firstd"). A real bucket replaces an object whole: the bytes are written to a file of their own
 * and renamed over the object before the PUT is answered.
 */
function replaceObjectsWhole(store: S3rverStore): void {
  store.putObject = async (object) => {
    const objectPath = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(dirname(objectPath), { recursive: true });
    const content = Buffer.isBuffer(object.content) ? object.content : await buffer(object.content);
    const staging = `${objectPath}.${randomUUID()}.staging`;
    await writeFile(staging, content);
    await rename(staging, objectPath);
    const md5 = createHash('md5').update(content).digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, md5);
    return { size: content.length, md5 };
  };
}

/** A local S3-compatible server on 127.0.0.1 with one bucket, `shop`, and its fixed credentials. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'shop', configs: [] }],
  });
  replaceObjectsWhole((server as unknown as { store: S3rverStore }).store);
  const { port } = await server.run();
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'shop',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    directory,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The same bucket as environment variables, for an app process started as a child. */
export function s3Env(config: S3Config): Record<string, string> {
  return {
    S3_ENDPOINT: config.endpoint,
    S3_BUCKET: config.bucket,
    S3_REGION: config.region,
    S3_ACCESS_KEY_ID: config.accessKeyId,
    S3_SECRET_ACCESS_KEY: config.secretAccessKey,
  };
}
