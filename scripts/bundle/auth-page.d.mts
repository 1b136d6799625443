// Types of the Vite plugin in auth-page.mjs, for vite.config.ts and the tests.
import type { Plugin } from 'vite';
import type { OutputBundle } from 'rollup';

export const AUTH_PAGE: string;
export const AFTER_SIGN_IN: string[];
export const SCRIPT_TAG: string;
export const STYLE_TAG: string;
export function appFiles(bundle: OutputBundle, base?: string): string[] | null;
export function authPageHtml(
  template: string,
  files: { script: string; style: string; files: string[] },
): string;
export function authPage(): Plugin;
