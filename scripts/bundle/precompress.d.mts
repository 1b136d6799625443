// Types of the Vite plugin in precompress.mjs, for vite.config.ts and the tests.
import type { Plugin } from 'vite';

export function precompressFile(path: string): boolean;
export function precompressDir(dir: string): number;
export function precompress(): Plugin;
