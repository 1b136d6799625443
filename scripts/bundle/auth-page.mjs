// A Vite plugin: writes auth.html, index.html with the sign-in screen's chunk and styles named
// up front, so a browser opening /auth fetches them beside the entry instead of after running
// it: one round trip less before the form, which on a phone's network is the longest wait.
// The server answers /auth with it (src/server/plugins/web.ts); every other screen, and the
// service worker's navigations, keep index.html, so no other page downloads the sign-in code.

export const AUTH_SCREEN = 'features/auth/components/AuthScreen.tsx';
export const AUTH_PAGE = 'auth.html';

/** The chunks a chunk imports statically, itself included, in the order they load. */
function closure(bundle, fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, seen);
  return seen;
}

/** The <link> tags that fetch the sign-in screen's code and styles the entry does not carry. */
export function authPreloadTags(bundle, base = '/') {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const screen = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(AUTH_SCREEN));
  if (!entry || !screen) return null;
  const loaded = closure(bundle, entry.fileName);
  const needed = [...closure(bundle, screen.fileName)].filter((file) => !loaded.has(file));
  const loadedCss = new Set(
    [...loaded].flatMap((f) => [...(bundle[f].viteMetadata?.importedCss ?? [])]),
  );
  const css = [
    ...new Set(needed.flatMap((f) => [...(bundle[f].viteMetadata?.importedCss ?? [])])),
  ].filter((file) => !loadedCss.has(file));
  return [
    ...needed.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
    // Preloaded, not linked: the chunk's loader links them when it runs, as on any other screen.
    ...css.map((file) => `<link rel="preload" as="style" crossorigin href="${base}${file}">`),
  ];
}

export function authPage() {
  return {
    name: 'shop-auth-page',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      const tags = authPreloadTags(bundle);
      if (!index || index.type !== 'asset' || !tags) {
        this.error(`auth.html needs index.html and the ${AUTH_SCREEN} chunk in the build.`);
      }
      const links = tags.map((tag) => `\n    ${tag}`).join('');
      const html = String(index.source).replace('</head>', `${links}\n  </head>`);
      this.emitFile({ type: 'asset', fileName: AUTH_PAGE, source: html });
    },
  };
}
