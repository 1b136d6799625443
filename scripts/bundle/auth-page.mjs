// A Vite plugin: builds the static sign-in page a first visit to /auth gets (decision 040), from
// src/web/auth.html, src/web/sign-in/sign-in.ts and sign-in.css, into dist/web/auth.html and two
// hashed files. The script is bundled on its own, beside the app's build rather than inside it:
// inside, every module it shares with the app (the sign-in messages, the roles) became a chunk of
// its own, which the app's sign-in screen then loaded as extra files.
// The page also names the app's files that the first screen after Sign In needs (the entry of
// index.html, the signed-in layout and dashboard and the offline layer, with imports and styles): its script
// fetches them into the browser's cache once the person starts typing, so the dashboard after
// Sign In waits for no download, while the first visit itself loads none of them.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transform } from 'lightningcss';
import { rolldown } from 'rolldown';

export const AUTH_PAGE = 'auth.html';
/**
 * What the app loads first after Sign In: the signed-in layout, its offline tools, the dashboard
 * and its first tab (src/web/app/Router.tsx, layout/), and the offline layer, which takes the
 * signed-in user before any screen shows.
 */
export const AFTER_SIGN_IN = [
  'app/layout/AppLayout.tsx',
  'app/layout/MainDashboard.tsx',
  'lib/offline/layer.ts',
  'app/offline/OfflineTools.tsx',
  'app/layout/DashboardPanel.tsx',
];
/** Where auth.html names its script and stylesheet before the build. */
export const SCRIPT_TAG = '<script type="module" src="/sign-in/sign-in.ts"></script>';
export const STYLE_TAG = '<link rel="stylesheet" href="/sign-in/sign-in.css" />';

const source = (path) => fileURLToPath(new URL(`../../src/web/${path}`, import.meta.url));

/** The chunks a chunk imports statically, itself included, in the order they load. */
function closure(bundle, fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, seen);
  return seen;
}

/** The app's files the page fetches early, or null when the build lacks the app's entry. */
export function appFiles(bundle, base = '/') {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const entry = chunks.find(
    (chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'),
  );
  const screens = AFTER_SIGN_IN.map((module) =>
    chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module)),
  );
  if (!entry || screens.some((screen) => !screen)) return null;
  const js = new Set();
  for (const chunk of [entry, ...screens]) closure(bundle, chunk.fileName, js);
  const css = new Set(
    [...js].flatMap((file) => [...(bundle[file].viteMetadata?.importedCss ?? [])]),
  );
  return [...js, ...css].map((file) => `${base}${file}`);
}

/** auth.html as served: its built script and stylesheet, and the app's files to fetch early. */
export function authPageHtml(template, { script, style, files }) {
  if (!template.includes(SCRIPT_TAG) || !template.includes(STYLE_TAG)) {
    throw new Error(
      `${AUTH_PAGE} must name its script and stylesheet as ${SCRIPT_TAG} ${STYLE_TAG}`,
    );
  }
  return template
    .replace(SCRIPT_TAG, `<script type="module" src="/${script}"></script>`)
    .replace(
      STYLE_TAG,
      `<link rel="stylesheet" href="/${style}" />\n    <meta name="app-files" content="${files.join(' ')}" />`,
    );
}

/** `assets/<name>-<hash>.<ext>`, named by content as Vite names the app's files. */
function hashed(name, ext, content) {
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 8);
  return `assets/${name}-${hash}.${ext}`;
}

async function buildScript() {
  const build = await rolldown({ input: source('sign-in/sign-in.ts'), platform: 'browser' });
  try {
    const { output } = await build.generate({ format: 'esm', minify: true });
    return output[0].code;
  } finally {
    await build.close();
  }
}

export function authPage() {
  return {
    name: 'shop-auth-page',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const files = appFiles(bundle);
      if (!files) this.error(`${AUTH_PAGE} needs the app's entry and ${AFTER_SIGN_IN.join(', ')}.`);
      const code = await buildScript();
      const css = transform({
        filename: 'sign-in.css',
        code: readFileSync(source('sign-in/sign-in.css')),
        minify: true,
      }).code.toString();
      const script = hashed('sign-in', 'js', code);
      const style = hashed('sign-in', 'css', css);
      this.emitFile({ type: 'asset', fileName: script, source: code });
      this.emitFile({ type: 'asset', fileName: style, source: css });
      const template = readFileSync(source(AUTH_PAGE), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: AUTH_PAGE,
        source: authPageHtml(template, { script, style, files }),
      });
    },
  };
}
