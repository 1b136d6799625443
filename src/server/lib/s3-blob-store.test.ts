import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids';
import type { S3Config } from '../config';
import { startS3Server, type TestS3Server } from '../testing/s3-test-server';
import { S3BlobStore } from './s3-blob-store';

let s3: TestS3Server;
let store: S3BlobStore;

beforeAll(async () => {
  s3 = await startS3Server();
  store = new S3BlobStore(s3.config);
});
afterAll(() => s3?.close());

/** A plain HTTP server standing in for a bucket that misbehaves in one particular way. */
async function fakeBucket(
  handle: Parameters<typeof createServer>[1],
): Promise<{ config: S3Config; requests: () => number; close: () => Promise<void> }> {
  let count = 0;
  const server: Server = createServer((req, res) => {
    count += 1;
    handle!(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    config: { ...s3.config, endpoint: `http://127.0.0.1:${port}` },
    requests: () => count,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe('S3BlobStore against a local S3-compatible server', () => {
  it('stores any bytes and gives the same bytes back', async () => {
    const id = newId();
    const bytes = Buffer.concat([
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      randomBytes(1 << 20),
    ]);
    await store.put(id, bytes);
    expect((await store.get(id))?.equals(bytes)).toBe(true);
  });

  it('answers null for a file that was never stored', async () => {
    expect(await store.get(newId())).toBeNull();
  });

  it('replaces a file put again under the same id', async () => {
    const id = newId();
    await store.put(id, Buffer.from('first'));
    await store.put(id, Buffer.from('second'));
    expect((await store.get(id))?.toString()).toBe('second');
  });

  it('deletes a file, and deleting it again is not an error', async () => {
    const id = newId();
    await store.put(id, Buffer.from('receipt'));
    await store.delete(id);
    expect(await store.get(id)).toBeNull();
    await expect(store.delete(id)).resolves.toBeUndefined();
  });

  it('refuses anything but a blob id as a key', async () => {
    await expect(store.get('../other-bucket/secret')).rejects.toThrow('not a blob id');
  });

  // s3rver checks the access key id but not the SigV4 signature itself, so a wrong key id it is.
  it('explains credentials the server refuses', async () => {
    const wrong = new S3BlobStore({ ...s3.config, accessKeyId: 'NOT-A-KEY' });
    await expect(wrong.put(newId(), Buffer.from('x'))).rejects.toThrow(
      /^S3 PUT shop\/\S+: 403 InvalidAccessKeyId/,
    );
  });

  it('treats a missing bucket as an error, never as an empty one', async () => {
    const missing = new S3BlobStore({ ...s3.config, bucket: 'no-such-bucket' });
    await expect(missing.get(newId())).rejects.toThrow('404 NoSuchBucket');
    await expect(missing.delete(newId())).rejects.toThrow('404 NoSuchBucket');
  });
});

describe('S3BlobStore when the bucket misbehaves', () => {
  it('retries a 503 (SlowDown) and succeeds when the server recovers', async () => {
    const bucket = await fakeBucket((req, res) => {
      if (bucket.requests() === 1) res.writeHead(503).end('<Error><Code>SlowDown</Code></Error>');
      else res.writeHead(200).end('photo');
    });
    try {
      const store = new S3BlobStore(bucket.config, { retryDelayMs: 1 });
      expect((await store.get(newId()))?.toString()).toBe('photo');
      expect(bucket.requests()).toBe(2);
    } finally {
      await bucket.close();
    }
  });

  it('gives up after three attempts and says what the server answered', async () => {
    const bucket = await fakeBucket((_req, res) =>
      res
        .writeHead(503)
        .end(
          '<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>',
        ),
    );
    try {
      const store = new S3BlobStore(bucket.config, { retryDelayMs: 1 });
      await expect(store.put(newId(), Buffer.from('x'))).rejects.toThrow(
        '503 SlowDown (Please reduce your request rate.)',
      );
      expect(bucket.requests()).toBe(3);
    } finally {
      await bucket.close();
    }
  });

  it('does not retry a refusal', async () => {
    const bucket = await fakeBucket((_req, res) =>
      res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>'),
    );
    try {
      const store = new S3BlobStore(bucket.config, { retryDelayMs: 1 });
      await expect(store.put(newId(), Buffer.from('x'))).rejects.toThrow('403 AccessDenied');
      expect(bucket.requests()).toBe(1);
    } finally {
      await bucket.close();
    }
  });

  it('stops waiting for a server that never answers', async () => {
    const bucket = await fakeBucket(() => undefined);
    try {
      const store = new S3BlobStore(bucket.config, { timeoutMs: 100 });
      await expect(store.get(newId())).rejects.toThrow(
        `no answer from ${bucket.config.endpoint} within 100 ms`,
      );
    } finally {
      await bucket.close();
    }
  });

  it('says when the endpoint cannot be reached', async () => {
    const bucket = await fakeBucket(() => undefined);
    await bucket.close();
    const store = new S3BlobStore(bucket.config, { retryDelayMs: 1 });
    await expect(store.get(newId())).rejects.toThrow(
      `cannot reach ${bucket.config.endpoint} (ECONNREFUSED)`,
    );
  });
});
