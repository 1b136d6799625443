import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';
import { authPage } from './scripts/bundle/auth-page.mjs';
import { mantineStylesPerComponent } from './scripts/bundle/mantine-styles.mjs';
import { precompress } from './scripts/bundle/precompress.mjs';

/** Port of the API that the dev server proxies to (scripts/dev.ts starts it). */
const apiPort = Number(process.env.API_PORT ?? 5001);

const config: ViteUserConfig = {
  root: 'src/web',
  plugins: [
    react(),
    // Each screen's chunk carries the Mantine styles it uses; the first paint waits for few.
    mantineStylesPerComponent(),
    // The static sign-in page a first visit to /auth gets (decision 040).
    authPage(),
    // The app shell works offline and updates only when the person agrees (spec section 4).
    // src/web/lib/pwa registers the worker itself, after the app mounts, in production builds.
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      scope: '/',
      registerType: 'prompt',
      injectRegister: false,
      // Written out, as in index.html: importing app modules (extensionless imports) from this
      // config is something Vite's coming native config loader refuses, and it warns today.
      manifest: {
        name: 'Shop Platform', // PRODUCT_NAME, src/shared/product.ts
        short_name: 'Shop Platform',
        description: 'Device Repair & Sales Management Platform', // PRODUCT_TAGLINE
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#4c6ef5', // Mantine's indigo 6, the primary colour of src/web/app/theme.ts
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // Every chunk, so any screen (and the device catalogue inside the chunks) opens offline.
        // The largest chunk is far below Workbox's 2 MiB limit; a bigger one would be skipped.
        globPatterns: ['**/*.{js,css,html,svg,png,woff,woff2}'],
        // The static sign-in page is for first visits only (decision 040). Precached, the
        // worker would answer /auth with it (Workbox maps /auth to /auth.html), where the app
        // must show its own sign-in screen, banner and first-run form.
        globIgnores: ['**/node_modules/**/*', 'auth.html'],
        navigateFallback: 'index.html',
        // The server answers these itself: the API (files included) and real files by name.
        navigateFallbackDenylist: [/^\/api\//, /^[^?]*\.[a-z0-9]+(\?|$)/i],
        cleanupOutdatedCaches: true,
        // The first install takes the open page at once, so it works offline without a reload.
        // Later versions still wait for 'Update now' (registerType 'prompt': no skipWaiting).
        clientsClaim: true,
      },
    }),
    // Last: brotli and gzip copies of what the build (and the worker above) wrote.
    precompress(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
  },
  server: {
    host: '127.0.0.1',
    port: 5000,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, xfwd: true } },
  },
  test: {
    root: '.',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            // Component tests (.tsx) run in the 'components' project, in jsdom.
            'src/web/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // The bench seed's test needs a migrated database: the server project runs it.
          exclude: [...configDefaults.exclude, 'scripts/bench/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          // The forms rendered as a clerk uses them, with the network faked at fetch.
          name: 'components',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/web/testing/setup.ts'],
          // A whole check-in filled in jsdom takes about 5 s of CPU; a machine busy with other
          // work (two cores shared by several jobs, load 20) stretched it past a minute.
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'scripts/bench/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
};

export default defineConfig(({ command }) => {
  // The bundle is the product (decision 024): whatever NODE_ENV the shell has, a build is the
  // production bundle with its service worker. Vite reads NODE_ENV after this config, so setting
  // it here decides React's build, import.meta.env.PROD and the worker's registration.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});
