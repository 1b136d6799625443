// Reads the Vite manifest of the built web app: which files each chunk pulls in statically, and
// their size raw and gzipped (zlib's default level, what a server's gzip roughly sends).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const WEB = 'dist/web';

export function readManifest() {
  try {
    return JSON.parse(readFileSync(join(WEB, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    console.error('No build manifest in dist/web. Run npm run build:web first.');
    process.exit(1);
  }
}

export function entryKey(manifest) {
  return Object.keys(manifest).find((key) => manifest[key].isEntry);
}

/** A chunk's file and the files of every chunk it imports statically, in load order. */
export function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const sizes = new Map();
export function sizeOf(file) {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(join(WEB, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes).length };
    sizes.set(file, size);
  }
  return size;
}

export function total(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const size = sizeOf(file);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip };
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * The stylesheets of a chunk and of every chunk it imports statically: for the entry, the ones
 * index.html links, which the browser loads before it paints anything.
 */
export function staticStylesheets(manifest, key, seen = new Set(), css = new Set()) {
  if (seen.has(key)) return css;
  seen.add(key);
  for (const file of manifest[key].css ?? []) css.add(file);
  for (const imported of manifest[key].imports ?? []) {
    staticStylesheets(manifest, imported, seen, css);
  }
  return css;
}

/** The static sign-in page a first visit to /auth gets (decision 040). */
export const SIGN_IN_PAGE = 'auth.html';

/**
 * The scripts and stylesheets dist/web/auth.html loads. The app's files it only lists (meta
 * app-files) are fetched once the person types, so they are not part of the page's load.
 */
export function signInPageFiles() {
  let html;
  try {
    html = readFileSync(join(WEB, SIGN_IN_PAGE), 'utf8');
  } catch {
    console.error(`No ${SIGN_IN_PAGE} in ${WEB}. Run npm run build:web first.`);
    process.exit(1);
  }
  const tag = /<(?:script|link)\b[^>]*\b(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g;
  return [...html.matchAll(tag)].map((match) => match[1]);
}
