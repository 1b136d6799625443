// Types of the Vite plugin in auth-page.mjs, for vite.config.ts and the tests.
import type { Plugin } from 'vite';
import type { OutputBundle } from 'rollup';

export const AUTH_SCREEN: string;
export const AUTH_PAGE: string;
export function authPreloadTags(bundle: OutputBundle, base?: string): string[] | null;
export function authPage(): Plugin;
