// Types of the Vite plugin in mantine-styles.mjs, for vite.config.ts.
import type { Plugin } from 'vite';

export function mantineStylesPerComponent(): Plugin;
