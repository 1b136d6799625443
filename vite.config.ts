import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Port of the API that the dev server proxies to (scripts/dev.ts starts it). */
const apiPort = Number(process.env.API_PORT ?? 5001);

export default defineConfig({
  root: 'src/web',
  plugins: [react()],
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
            'src/web/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
