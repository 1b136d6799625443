// A Vite plugin: each Mantine component brings its own stylesheet, so a screen's CSS arrives with
// its JavaScript chunk and the first paint waits only for what the entry uses (issue 24, item 7),
// instead of all of @mantine/core/styles.css (265 KB) in one render-blocking file.
//
// Each component's styles module (esm/.../X/X.module.mjs, its class names) gets an import
// of @mantine/core/styles/X.css, so the CSS follows the JavaScript into whatever chunk uses it.
// Chunks load in any order, and Mantine's stylesheet relies on its order (a Button's rules come
// after UnstyledButton's), so each file is wrapped in a cascade layer of its own, and the first
// stylesheet (baseline.css) declares the layers in the order of styles.css. Layered, Mantine's
// rules also stay below the app's own CSS modules wherever these load.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const coreDir = dirname(require.resolve('@mantine/core/styles.css'));

/** The per-file stylesheets in the order @mantine/core/styles.css concatenates them. */
function coreOrder() {
  const all = readFileSync(join(coreDir, 'styles.css'), 'utf8');
  return readdirSync(join(coreDir, 'styles'))
    .filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
    .map((name) => {
      const at = all.indexOf(readFileSync(join(coreDir, 'styles', name), 'utf8').trim());
      if (at < 0) throw new Error(`@mantine/core/styles/${name} is not in styles.css`);
      return { name: name.slice(0, -'.css'.length), at };
    })
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => name);
}

const layerOf = (name) => `mantine.${name.replace(/[^A-Za-z0-9-]/g, '-')}`;

const CORE_STYLES_MODULE = /@mantine\/core\/esm\/.+\/(\w+)\.module\.mjs$/;
const CORE_CSS = /@mantine\/core\/styles\/([\w-]+)\.css$/;
/** @mantine/notifications and @mantine/charts ship one stylesheet each. */
const PACKAGE_STYLES_MODULE = /@mantine\/(notifications|charts)\/esm\/.+\.module\.mjs$/;
const PACKAGE_CSS = /@mantine\/(notifications|charts)\/styles\.css$/;

export function mantineStylesPerComponent() {
  const order = [...coreOrder(), 'notifications', 'charts'];
  const known = new Set(order);
  let building = false;
  return {
    name: 'shop:mantine-styles-per-component',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    transform(code, id) {
      const path = id.split('?')[0];
      const module = CORE_STYLES_MODULE.exec(path);
      // Appended or wrapped on the first line: no code moves, so the source maps stay (null).
      if (module && known.has(module[1])) {
        return { code: `${code}\nimport '@mantine/core/styles/${module[1]}.css';\n`, map: null };
      }
      const packageModule = PACKAGE_STYLES_MODULE.exec(path);
      if (packageModule) {
        return { code: `${code}\nimport '@mantine/${packageModule[1]}/styles.css';\n`, map: null };
      }
      const css = CORE_CSS.exec(path) ?? PACKAGE_CSS.exec(path);
      if (css && known.has(css[1])) {
        const declared = css[1] === order[0] ? `@layer ${order.map(layerOf).join(', ')}; ` : '';
        return { code: `${declared}@layer ${layerOf(css[1])} { ${code}\n}\n`, map: null };
      }
      // The dev server pre-bundles Mantine into one file that this plugin never sees: there the
      // entry takes every stylesheet at once.
      if (!building && path.endsWith('/src/web/main.tsx')) {
        const all = order
          .slice(3)
          .map((name) =>
            name === 'notifications' || name === 'charts'
              ? `@mantine/${name}/styles.css`
              : `@mantine/core/styles/${name}.css`,
          );
        return {
          code: `${code}\n${all.map((file) => `import '${file}';`).join('\n')}\n`,
          map: null,
        };
      }
      return null;
    },
  };
}
