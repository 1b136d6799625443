// Bundles the server into dist/server: main.js (the app) and demo.js (seeds the demo chain, then starts).
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts', demo: 'src/server/demo/main.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
