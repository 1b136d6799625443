import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/harness';

/** A built web app in miniature: the files vite-plugin-pwa and Vite put in dist/web. */
function fakeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'shop-web-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'icons'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'sw.js'), 'importScripts("workbox-5f3a9c1d.js");');
  writeFileSync(join(root, 'workbox-5f3a9c1d.js'), 'self.workbox = {};');
  writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Shop Platform"}');
  writeFileSync(join(root, 'icons', 'icon-192.png'), 'png');
  writeFileSync(join(root, 'assets', 'index-Bx7kQ2pL.js'), 'export {};');
  return root;
}

const ctx = useTestApp({}, { webRoot: fakeWebRoot() });
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

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
    expect(csp).toMatch(/script-src 'self'(;|$)/);
  });
});
