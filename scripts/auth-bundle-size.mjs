// Prints the JavaScript a browser downloads to show /auth: the entry chunk plus the sign-in
// screen's chunk and everything they import statically, raw and gzipped (zlib default level).
// Reads the Vite manifest, so run `npm run build:web` first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const WEB = 'dist/web';
const AUTH_SCREEN = 'features/auth/components/AuthScreen.tsx';

const manifest = JSON.parse(readFileSync(join(WEB, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey || !manifest[AUTH_SCREEN]) {
  console.error(`The manifest has no entry or no ${AUTH_SCREEN} chunk. Run npm run build:web.`);
  process.exit(1);
}

/** A chunk's file and the files of every chunk it imports statically, in load order. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const files = staticClosure(AUTH_SCREEN, staticClosure(entryKey));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
let raw = 0;
let gzip = 0;
for (const file of files) {
  const bytes = readFileSync(join(WEB, file));
  const zipped = gzipSync(bytes).length;
  raw += bytes.length;
  gzip += zipped;
  console.log(`${file.padEnd(48)} ${String(bytes.length).padStart(8)} B  gzip ${zipped} B`);
}
console.log(`JavaScript loaded by /auth: ${raw} B (${kb(raw)}), gzip ${gzip} B (${kb(gzip)})`);
