import aws4 from 'aws4';
import type { S3Config } from '../config';
import { checkBlobId, type BlobStore } from './blob-store';

export type S3Options = {
  /** A bucket that stops answering fails the request instead of holding it open. */
  timeoutMs?: number;
  /** Pause before the first retry; doubled for the next. */
  retryDelayMs?: number;
};

/** S3 asks clients to retry these (SlowDown is a 503); put, get and delete are all safe to repeat. */
const RETRYABLE = new Set([500, 502, 503, 504]);
const ATTEMPTS = 3;

type Method = 'PUT' | 'GET' | 'DELETE';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...), so every app process
 * reads what any of them wrote. Objects are addressed path-style (endpoint/bucket/key), which
 * every such server accepts, and each request is signed with SigV4 over the body's SHA-256, so
 * the server refuses a body damaged on the way.
 */
export class S3BlobStore implements BlobStore {
  private readonly endpoint: URL;
  private readonly timeoutMs: number;
  private readonly retryDelayMs: number;

  constructor(
    private readonly s3: S3Config,
    options: S3Options = {},
  ) {
    this.endpoint = new URL(s3.endpoint);
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.retryDelayMs = options.retryDelayMs ?? 200;
  }

  async put(id: string, bytes: Buffer): Promise<void> {
    await this.request('PUT', id, bytes);
  }

  async get(id: string): Promise<Buffer | null> {
    return this.request('GET', id);
  }

  async delete(id: string): Promise<void> {
    await this.request('DELETE', id);
  }

  private async request(method: Method, id: string, body?: Buffer): Promise<Buffer | null> {
    const path = `${this.endpoint.pathname.replace(/\/+$/, '')}/${this.s3.bucket}/${checkBlobId(id)}`;
    const what = `S3 ${method} ${this.s3.bucket}/${id}`;
    for (let attempt = 1; ; attempt++) {
      let outcome: Outcome;
      try {
        outcome = await this.once(method, path, body);
      } catch (err) {
        if (isTimeout(err))
          throw new Error(
            `${what}: no answer from ${this.endpoint.origin} within ${this.timeoutMs} ms`,
            { cause: err },
          );
        const cause = (err as { cause?: { code?: string; message?: string } }).cause;
        outcome = {
          retry: true,
          error: `cannot reach ${this.endpoint.origin} (${cause?.code ?? cause?.message ?? String(err)})`,
        };
      }
      if ('bytes' in outcome) return outcome.bytes;
      if (!outcome.retry || attempt === ATTEMPTS) throw new Error(`${what}: ${outcome.error}`);
      await new Promise((resolve) => setTimeout(resolve, this.retryDelayMs * 2 ** (attempt - 1)));
    }
  }

  private async once(method: Method, path: string, body?: Buffer): Promise<Outcome> {
    const signed = aws4.sign(
      {
        host: this.endpoint.host,
        path,
        method,
        service: 's3',
        region: this.s3.region,
        headers: body ? { 'Content-Type': 'application/octet-stream' } : {},
        ...(body ? { body } : {}),
      },
      { accessKeyId: this.s3.accessKeyId, secretAccessKey: this.s3.secretAccessKey },
    );
    const res = await fetch(`${this.endpoint.protocol}//${this.endpoint.host}${path}`, {
      method,
      headers: signed.headers as Record<string, string>,
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    // The body is read under the same timeout as the headers.
    const bytes = Buffer.from(await res.arrayBuffer());
    if (res.ok) return { bytes: method === 'GET' ? bytes : null };
    const code = /<Code>([^<]*)<\/Code>/.exec(bytes.toString('utf8'))?.[1];
    // A missing object is an answer (get finds nothing, delete has nothing to do); a missing
    // bucket is a configuration error and must not pass for an empty one.
    if (res.status === 404 && code !== 'NoSuchBucket' && method !== 'PUT') return { bytes: null };
    const message = /<Message>([^<]*)<\/Message>/.exec(bytes.toString('utf8'))?.[1];
    return {
      retry: RETRYABLE.has(res.status),
      error: `${res.status} ${code ?? res.statusText}${message ? ` (${message})` : ''}`,
    };
  }
}

type Outcome = { bytes: Buffer | null } | { retry: boolean; error: string };

function isTimeout(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'TimeoutError';
}
