// Prints the JavaScript a browser downloads to show /auth (the entry chunk plus the sign-in
// screen's chunk and everything they import statically), raw and gzipped, and fails when it is
// over the budget of issue 9: the sign-in screen stays small, everything else loads later. Also
// the stylesheets index.html links, which block the first paint: issue 24 found all 265 KB of
// Mantine's there; each screen's styles now come with its chunk.
// `npm test` runs it after the build; run `npm run build:web` first when using it alone.
import {
  entryKey,
  kib,
  readManifest,
  sizeOf,
  staticClosure,
  staticStylesheets,
  total,
} from './bundle/manifest.mjs';

const AUTH_SCREEN = 'features/auth/components/AuthScreen.tsx';
/** 150 KB of gzipped JavaScript, in decimal kilobytes so the figure cannot round under it. */
const BUDGET = 150_000;
/** 64 KB of render-blocking CSS, raw: Mantine's base styles and the app shell's few components. */
const CSS_BUDGET = 64_000;

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

const stylesheets = [...staticStylesheets(manifest, entryKey(manifest))];
const css = total(stylesheets);
console.log(
  `CSS blocking the first paint (${stylesheets.join(', ')}): ${css.raw} B (${kib(css.raw)}), gzip ${css.gzip} B`,
);
if (css.raw > CSS_BUDGET) {
  console.error(`Over the first-paint CSS budget of ${CSS_BUDGET} B by ${css.raw - CSS_BUDGET} B.`);
  process.exit(1);
}
console.log(
  `Within the first-paint CSS budget of ${CSS_BUDGET} B (${CSS_BUDGET - css.raw} B to spare).`,
);
