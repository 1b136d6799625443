// A Vite plugin: after the build (and after vite-plugin-pwa has written sw.js), writes a brotli
// (.br) and a gzip (.gz) copy beside every text file of the web app worth compressing, so the
// server sends the smaller one a browser asks for without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text files; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const name of readdirSync(dir)) {
    // Vite's own .vite/manifest.json is read by scripts, never served.
    if (name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Writes path.br and path.gz beside a compressible file; false when it is not worth it. */
export function precompressFile(path) {
  if (!COMPRESSIBLE.test(path)) return false;
  const raw = readFileSync(path);
  if (raw.length < MIN_BYTES) return false;
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
  return true;
}

/** Writes path.br and path.gz for each compressible file of `dir`; returns how many it wrote. */
export function precompressDir(dir) {
  let count = 0;
  for (const path of filesUnder(dir)) if (precompressFile(path)) count += 1;
  return count;
}

export function precompress() {
  let outDir = '';
  return {
    name: 'shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // After every other plugin's closeBundle: vite-plugin-pwa writes sw.js in its own.
      order: 'post',
      sequential: true,
      handler() {
        precompressDir(outDir);
      },
    },
  };
}
