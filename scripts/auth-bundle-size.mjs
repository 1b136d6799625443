// Prints what a first visit to /auth downloads, the static sign-in page auth.html (decision 040):
// its scripts and stylesheets, raw and gzipped, and fails when together they are over the budget
// of issue 20 (60 KB gzip). Then the app's own sign-in screen (the entry plus the AuthScreen
// chunk, what in-app navigation and /auth?app show) against issue 9's budget, and the stylesheets
// index.html links, which block the app's first paint (issue 24 found all 265 KB of Mantine there).
// `npm test` runs it after the build; run `npm run build:web` first when using it alone.
import {
  entryKey,
  kib,
  readManifest,
  SIGN_IN_PAGE,
  signInPageFiles,
  sizeOf,
  staticClosure,
  staticStylesheets,
  total,
} from './bundle/manifest.mjs';

const AUTH_SCREEN = 'features/auth/components/AuthScreen.tsx';
/** Issue 20: 60 KB of gzipped JavaScript and CSS together, decimal so it cannot round under. */
const PAGE_BUDGET = 60_000;
/** 150 KB of gzipped JavaScript for the app's sign-in screen (issue 9). */
const BUDGET = 150_000;
/** 64 KB of render-blocking CSS, raw: Mantine's base styles and the app shell's few components. */
const CSS_BUDGET = 64_000;

const list = (files) => {
  for (const file of files) {
    const { raw, gzip } = sizeOf(file);
    console.log(`${file.padEnd(48)} ${String(raw).padStart(8)} B  gzip ${gzip} B`);
  }
};
const fail = (message) => {
  console.error(message);
  process.exit(1);
};

const manifest = readManifest();
if (!manifest[AUTH_SCREEN]) fail(`The manifest has no ${AUTH_SCREEN} chunk.`);

const page = signInPageFiles();
if (!page.some((file) => file.endsWith('.js')) || !page.some((file) => file.endsWith('.css'))) {
  fail(`${SIGN_IN_PAGE} names no script or no stylesheet.`);
}
list([SIGN_IN_PAGE, ...page]);
const html = sizeOf(SIGN_IN_PAGE);
const loaded = total(page);
console.log(
  `JavaScript and CSS a first visit to /auth loads: ${loaded.raw} B (${kib(loaded.raw)}), gzip ${loaded.gzip} B (${kib(loaded.gzip)}); the page itself gzip ${html.gzip} B`,
);
if (loaded.gzip > PAGE_BUDGET) {
  fail(`Over the /auth budget of ${PAGE_BUDGET} B gzip by ${loaded.gzip - PAGE_BUDGET} B.`);
}
console.log(
  `Within the /auth budget of ${PAGE_BUDGET} B gzip (${PAGE_BUDGET - loaded.gzip} B to spare).\n`,
);

const files = staticClosure(manifest, AUTH_SCREEN, staticClosure(manifest, entryKey(manifest)));
list(files);
const { raw, gzip } = total(files);
console.log(
  `JavaScript of the app's sign-in screen: ${raw} B (${kib(raw)}), gzip ${gzip} B (${kib(gzip)})`,
);
if (gzip > BUDGET) fail(`Over the app's sign-in budget of ${BUDGET} B gzip by ${gzip - BUDGET} B.`);
console.log(`Within the app's sign-in budget of ${BUDGET} B gzip (${BUDGET - gzip} B to spare).`);

const stylesheets = [...staticStylesheets(manifest, entryKey(manifest))];
const css = total(stylesheets);
console.log(
  `CSS blocking the app's first paint (${stylesheets.join(', ')}): ${css.raw} B (${kib(css.raw)}), gzip ${css.gzip} B`,
);
if (css.raw > CSS_BUDGET) {
  fail(`Over the first-paint CSS budget of ${CSS_BUDGET} B by ${css.raw - CSS_BUDGET} B.`);
}
console.log(
  `Within the first-paint CSS budget of ${CSS_BUDGET} B (${CSS_BUDGET - css.raw} B to spare).`,
);
