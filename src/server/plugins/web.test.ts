import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/bundle/precompress.mjs';
import { createSignedInUser, createUserRow } from '../testing/factories';
import { useTestApp } from '../testing/harness';

/** A screen's chunk, big enough for the build to write compressed copies of it. */
const CHUNK = `export const rows = [${Array.from({ length: 200 }, (_, i) => `"row ${i}"`).join(',')}];`;
/** index.html as Vite writes it, over the size the build compresses. */
const INDEX = `<!doctype html><!-- ${'app shell '.repeat(120)} --><div id="root"></div>`;

/** The static sign-in page (src/web/auth.html), over the size the build compresses. */
const AUTH_PAGE = `<!doctype html><!-- ${'sign-in page '.repeat(120)} --><form id="sign-in"></form>`;

/** A built web app in miniature: the files vite-plugin-pwa and Vite put in dist/web. */
function fakeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'shop-web-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'icons'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'auth.html'), AUTH_PAGE);
  writeFileSync(join(root, 'sw.js'), 'importScripts("workbox-5f3a9c1d.js");');
  writeFileSync(join(root, 'workbox-5f3a9c1d.js'), 'self.workbox = {};');
  writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Shop Platform"}');
  writeFileSync(join(root, 'icons', 'icon-192.png'), 'png');
  writeFileSync(join(root, 'assets', 'index-Bx7kQ2pL.js'), 'export {};');
  writeFileSync(join(root, 'assets', 'Screen-C4d9Ke1z.js'), CHUNK);
  // The build's last step (scripts/bundle/precompress.mjs), on this miniature.
  precompressDir(root);
  return root;
}

const ctx = useTestApp({}, { webRoot: fakeWebRoot() });
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('serving the built web app', () => {
  it.each([
    ['/sw.js', /javascript/],
    ['/workbox-5f3a9c1d.js', /javascript/],
    ['/manifest.webmanifest', /application\/manifest\+json/],
    ['/icons/icon-192.png', /image\/png/],
  ])('revalidates %s on every use, so a new version is seen', async (url, contentType) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(contentType);
  });

  it.each(['/', '/dashboard', '/status/abc_DEF-123', '/invite/accept?token=a.b'])(
    'answers the screen %s with index.html, never cached',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  describe('/auth', () => {
    const page = async (url: string, headers: Record<string, string> = {}) => {
      const res = await get(url, { 'accept-encoding': 'br', ...headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      return brotliDecompressSync(res.rawPayload).toString();
    };

    // First in this file: the install has no account yet.
    it('answers an install with no account yet with the app, for its first-run form', async () => {
      expect(await page('/auth')).toBe(INDEX);
    });

    it('answers anyone not signed in with the static sign-in page, never cached', async () => {
      await createUserRow(ctx.deps);
      for (const url of ['/auth', '/auth?next=%2Fstock']) expect(await page(url)).toBe(AUTH_PAGE);
      expect(await page('/auth', { cookie: 'sid=not-a-session' })).toBe(AUTH_PAGE);
      // No other screen gets it.
      expect((await get('/dashboard')).body).toBe(INDEX);
    });

    it('answers /auth?app with the app, whose sign-in screen shows a daily report block', async () => {
      expect(await page('/auth?app')).toBe(INDEX);
    });

    it.each([
      ['admin', '/'],
      ['ceo', '/ceo'],
    ])('sends a signed-in %s home at once, to %s', async (role, home) => {
      const { cookie } = await createSignedInUser(ctx.app, ctx.deps, { role });
      const res = await get('/auth', { cookie });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(home);
      expect(res.headers['cache-control']).toBe('no-cache');
    });
  });

  it('caches hashed assets for a year', async () => {
    const res = await get('/assets/index-Bx7kQ2pL.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/assets/index-OldHash1.js', '/favicon.ico', '/api/nothing-here'])(
    'answers a missing file or API path %s with a 404, not index.html',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    },
  );

  it('lets the page register its service worker and read its manifest, from this origin only', async () => {
    const csp = (await get('/')).headers['content-security-policy'];
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    // Scripts from this origin only; WebAssembly may compile (the barcode reader on an iPad),
    // while JavaScript's eval stays forbidden.
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    expect(csp).not.toMatch(/'unsafe-eval'/);
  });

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)('sends a chunk compressed when asked with %s', async (header, coding, decode) => {
    const res = await get('/assets/Screen-C4d9Ke1z.js', { 'accept-encoding': header });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(CHUNK.length / 2);
    expect(decode(res.rawPayload).toString()).toBe(CHUNK);
  });

  it.each<Record<string, string>>([
    {},
    { 'accept-encoding': 'identity' },
    { 'accept-encoding': 'br;q=0, gzip;q=0' },
  ])('sends the chunk as it is to a client that takes no coding (%j)', async (headers) => {
    const res = await get('/assets/Screen-C4d9Ke1z.js', headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(CHUNK);
  });

  it.each(['/', '/dashboard'])('sends index.html for %s compressed, never cached', async (url) => {
    const res = await get(url, { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it('still answers a missing chunk with a 404 to a browser that takes brotli', async () => {
    const res = await get('/assets/Screen-OldHash1.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: expect.any(String) });
  });

  it('compresses an API answer over 1 KB and leaves a small one as it is', async () => {
    const { cookie } = await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' });
    for (let i = 0; i < 6; i += 1) await createUserRow(ctx.deps);
    const headers = { cookie, 'accept-encoding': 'gzip, deflate, br' };
    const list = await get('/api/admin/users', headers);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    const users = JSON.parse(brotliDecompressSync(list.rawPayload).toString()) as unknown[];
    expect(users.length).toBeGreaterThanOrEqual(7);
    const small = await get('/api/auth/setup', headers);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ needsFirstUser: false });
  });
});
