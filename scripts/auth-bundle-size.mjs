// Prints the JavaScript a browser downloads to show /auth (the entry chunk plus the sign-in
// screen's chunk and everything they import statically), raw and gzipped, and fails when it is
// over the budget of issue 9: the sign-in screen stays small, everything else loads later.
// `npm test` runs it after the build; run `npm run build:web` first when using it alone.
import { entryKey, kib, readManifest, sizeOf, staticClosure, total } from './bundle/manifest.mjs';

const AUTH_SCREEN = 'features/auth/components/AuthScreen.tsx';
/** 150 KB of gzipped JavaScript, in decimal kilobytes so the figure cannot round under it. */
const BUDGET = 150_000;

const manifest = readManifest();
if (!manifest[AUTH_SCREEN]) {
  console.error(`The manifest has no ${AUTH_SCREEN} chunk.`);
  process.exit(1);
}
const files = staticClosure(manifest, AUTH_SCREEN, staticClosure(manifest, entryKey(manifest)));
for (const file of files) {
  const { raw, gzip } = sizeOf(file);
  console.log(`${file.padEnd(48)} ${String(raw).padStart(8)} B  gzip ${gzip} B`);
}
const { raw, gzip } = total(files);
console.log(`JavaScript loaded by /auth: ${raw} B (${kib(raw)}), gzip ${gzip} B (${kib(gzip)})`);
if (gzip > BUDGET) {
  console.error(`Over the sign-in budget of ${BUDGET} B gzip by ${gzip - BUDGET} B.`);
  process.exit(1);
}
console.log(`Within the sign-in budget of ${BUDGET} B gzip (${BUDGET - gzip} B to spare).`);
