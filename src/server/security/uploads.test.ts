import { beforeAll, describe, expect, it } from 'vitest';
import { createRegionRow, createSignedInUser, createStoreRow } from '../testing/factories';
import { callAs, useTestApp, type Call } from '../testing/harness';
import { buildBuybackForm, JPEG_BYTES, PDF_BYTES, PNG_BYTES } from '../testing/device-factories';
import { buildRepairInput } from '../testing/repair-factories';
import { countRows, trackBlobs, type TrackingBlobStore } from './world';

const ctx = useTestApp();
let asClerk: Call;
let blobs: TrackingBlobStore;

beforeAll(async () => {
  blobs = trackBlobs(ctx);
  const region = await createRegionRow(ctx.deps);
  const storeId = (await createStoreRow(ctx.deps, region.id)).id;
  asClerk = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId })).cookie,
  );
});

type FilePart = { bytes: Buffer; filename?: string; type?: string };

/** A multipart body whose file parts carry whatever name and declared type an attacker chose. */
function multipart(fields: Record<string, string>, files: Record<string, FilePart[]>) {
  const boundary = '----security-suite-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const [name, parts] of Object.entries(files)) {
    for (const part of parts) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${part.filename ?? 'upload.bin'}"\r\n` +
            `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A valid buyback with some of its files replaced. */
function buyback(files: Partial<Record<string, FilePart[]>> = {}) {
  return multipart(buildBuybackForm().fields, {
    customerSignature: [{ bytes: PNG_BYTES, filename: 'signature.png', type: 'image/png' }],
    deviceImages: [{ bytes: JPEG_BYTES, filename: 'front.jpg', type: 'image/jpeg' }],
    paymentReceipts: [{ bytes: PDF_BYTES, filename: 'receipt.pdf', type: 'application/pdf' }],
    ...files,
  } as Record<string, FilePart[]>);
}

const postBuyback = (body: ReturnType<typeof multipart>) =>
  asClerk({ method: 'POST', url: '/api/device-purchases', ...body });

/** What a browser would do with a served file: only inert types, never sniffed, sandboxed. */
function expectServedSafely(
  res: { statusCode: number; headers: Record<string, unknown> },
  type: string,
) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(type);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(String(res.headers['content-disposition'])).toBe('inline');
  expect(String(res.headers['content-security-policy'])).toContain('sandbox');
}

/** Refused, in the error shape, with no row and no stored file left behind. */
async function expectRefusedCleanly(
  send: () => Promise<{ statusCode: number; json: () => unknown }>,
) {
  const before = await countRows(ctx);
  const files = blobs.live.size;
  const res = await send();
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  expect((res.json() as { error: string }).error).toBeTruthy();
  expect(await countRows(ctx)).toEqual(before);
  expect(blobs.live.size).toBe(files);
  return res;
}

const SCRIPTED_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);

describe('uploads', () => {
  it.each([
    ['../../evil.php', 'application/x-php'],
    ['..\\..\\x', 'image/jpeg'],
    ['/etc/passwd', 'text/plain'],
    ['photo.html', 'text/html'],
    ['%2e%2e%2fevil.jpg', 'image/svg+xml'],
  ])(
    'stores a photo named %s (sent as %s) under its own id, served by its real type',
    async (filename, type) => {
      const res = await postBuyback(
        buyback({ deviceImages: [{ bytes: JPEG_BYTES, filename, type }] }),
      );
      expect(res.statusCode).toBe(201);
      const url = res.json<{ deviceImages: string[] }>().deviceImages[0]!;
      expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      expectServedSafely(await asClerk({ method: 'GET', url }), 'image/jpeg');
    },
  );

  it.each([
    [
      'HTML named and typed as a PNG',
      {
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
        filename: 'a.png',
        type: 'image/png',
      },
    ],
    [
      'an SVG with a script typed as a PNG',
      { bytes: SCRIPTED_SVG, filename: 'a.png', type: 'image/png' },
    ],
    [
      'a GIF (wrong magic bytes)',
      { bytes: Buffer.from('GIF89a\x01\x00\x01\x00'), filename: 'a.gif', type: 'image/gif' },
    ],
    [
      'a truncated PNG header',
      { bytes: PNG_BYTES.subarray(0, 4), filename: 'a.png', type: 'image/png' },
    ],
    ['a PDF where a photo belongs', { bytes: PDF_BYTES, filename: 'a.jpg', type: 'image/jpeg' }],
    [
      'an empty file with a name',
      { bytes: Buffer.alloc(0), filename: 'a.jpg', type: 'image/jpeg' },
    ],
  ])('refuses %s as a device photo and stores nothing', async (_, part) => {
    const res = await expectRefusedCleanly(() => postBuyback(buyback({ deviceImages: [part] })));
    expect(res.statusCode).toBe(400);
  });

  it('refuses a signature SVG that can run script, whatever it claims to be', async () => {
    for (const bytes of [
      SCRIPTED_SVG,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
      Buffer.from('<svg><a href="javascript:alert(1)"><path d="M0 0"/></a></svg>'),
      Buffer.from('<svg><foreignObject><iframe src="https://evil.example"/></foreignObject></svg>'),
    ]) {
      await expectRefusedCleanly(() =>
        postBuyback(
          buyback({ customerSignature: [{ bytes, filename: 'sig.png', type: 'image/png' }] }),
        ),
      );
    }
  });

  it('serves a clean SVG signature as a sandboxed image, never as a page', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0L10 10"/></svg>');
    const res = await postBuyback(
      buyback({ customerSignature: [{ bytes: svg, filename: 'sig.html', type: 'text/html' }] }),
    );
    expect(res.statusCode).toBe(201);
    const url = res.json<{ customerSignature: string }>().customerSignature;
    expectServedSafely(await asClerk({ method: 'GET', url }), 'image/svg+xml');
  });

  it('serves a JPEG with HTML after its header as a JPEG the browser must not sniff', async () => {
    const polyglot = Buffer.concat([JPEG_BYTES, Buffer.from('<html><script>alert(1)</script>')]);
    const res = await postBuyback(
      buyback({ deviceImages: [{ bytes: polyglot, filename: 'x.html', type: 'text/html' }] }),
    );
    expect(res.statusCode).toBe(201);
    const url = res.json<{ deviceImages: string[] }>().deviceImages[0]!;
    expectServedSafely(await asClerk({ method: 'GET', url }), 'image/jpeg');
  });

  it('leaves no file and no record when the disk refuses one of the files', async () => {
    const before = await countRows(ctx);
    const files = blobs.live.size;
    // The receipt (a PDF) fails to write; the photo and signature beside it had been written.
    ctx.deps.blobs = {
      put: (id, bytes) =>
        bytes.subarray(0, 4).toString() === '%PDF'
          ? Promise.reject(new Error('disk full'))
          : blobs.put(id, bytes),
      get: (id) => blobs.get(id),
      delete: (id) => blobs.delete(id),
    };
    try {
      const res = await postBuyback(buyback());
      expect(res.statusCode).toBe(500);
    } finally {
      ctx.deps.blobs = blobs;
    }
    expect(await countRows(ctx)).toEqual(before);
    expect(blobs.live.size).toBe(files);
  });

  it('refuses an oversized file, too many files and too many parts, storing nothing', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    const oversized = await expectRefusedCleanly(() =>
      postBuyback(
        buyback({ deviceImages: [{ bytes: big, filename: 'big.jpg', type: 'image/jpeg' }] }),
      ),
    );
    expect(oversized.statusCode).toBe(413);
    const photo = { bytes: JPEG_BYTES, filename: 'p.jpg', type: 'image/jpeg' };
    const tooMany = await expectRefusedCleanly(() =>
      postBuyback(buyback({ deviceImages: Array.from({ length: 9 }, () => photo) })),
    );
    expect(tooMany.statusCode).toBe(400);
    // Beyond the multipart limit of 16 files per request.
    await expectRefusedCleanly(() =>
      postBuyback(buyback({ deviceImages: Array.from({ length: 20 }, () => photo) })),
    );
    // A text field beyond the field size limit.
    await expectRefusedCleanly(() =>
      postBuyback(
        multipart({ ...buildBuybackForm().fields, customerName: 'x'.repeat(300 * 1024) }, {}),
      ),
    );
  });

  it('refuses a form that is not multipart, or whose boundary is missing or wrong', async () => {
    const valid = buyback();
    for (const headers of [
      { 'content-type': 'multipart/form-data' },
      { 'content-type': 'multipart/form-data; boundary=not-the-boundary' },
      { 'content-type': 'text/html' },
      { 'content-type': 'application/x-www-form-urlencoded' },
    ]) {
      await expectRefusedCleanly(() =>
        asClerk({ method: 'POST', url: '/api/device-purchases', payload: valid.payload, headers }),
      );
    }
    const truncated = valid.payload.subarray(0, Math.floor(valid.payload.length / 2));
    await expectRefusedCleanly(() =>
      asClerk({
        method: 'POST',
        url: '/api/device-purchases',
        payload: truncated,
        headers: valid.headers,
      }),
    );
  });

  it('checks check-in photos sent as data URLs by their bytes, not their declared type', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    await expectRefusedCleanly(() =>
      asClerk({
        method: 'POST',
        url: '/api/repair-waivers',
        payload: buildRepairInput({ beforePhoto: `data:image/png;base64,${html}` }),
      }),
    );
    await expectRefusedCleanly(() =>
      asClerk({
        method: 'POST',
        url: '/api/repair-waivers',
        payload: buildRepairInput({
          dropoffSignature: `data:image/svg+xml;base64,${SCRIPTED_SVG.toString('base64')}`,
        }),
      }),
    );
    const disguised = await asClerk({
      method: 'POST',
      url: '/api/repair-waivers',
      payload: buildRepairInput({
        beforePhoto: `data:text/html;base64,${JPEG_BYTES.toString('base64')}`,
      }),
    });
    expect(disguised.statusCode).toBe(201);
    const url = disguised.json<{ beforePhoto: string }>().beforePhoto;
    expectServedSafely(await asClerk({ method: 'GET', url }), 'image/jpeg');
  });

  it('answers file ids that try to walk the disk with a 404', async () => {
    for (const id of ['..%2F..%2Fetc%2Fpasswd', '..', '%2e%2e', 'C%3A%5Cwindows%5Cwin.ini']) {
      const res = await asClerk({ method: 'GET', url: `/api/files/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('serves every stored file with an inert type', async () => {
    const rows = await ctx.deps.db.selectFrom('blobs').select('id').execute();
    expect(rows.length).toBeGreaterThan(5);
    for (const { id } of rows) {
      const res = await asClerk({ method: 'GET', url: `/api/files/${id}` });
      expect(['image/jpeg', 'image/png', 'image/svg+xml', 'application/pdf']).toContain(
        res.headers['content-type'],
      );
      expectServedSafely(res, String(res.headers['content-type']));
    }
  });
});
