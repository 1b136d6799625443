import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../config';

export type TestS3Server = {
  /** What S3BlobStore (or S3_* in a child process's environment) needs to reach the bucket. */
  config: S3Config;
  /** Where the server keeps its objects on disk. */
  directory: string;
  close: () => Promise<void>;
};

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
