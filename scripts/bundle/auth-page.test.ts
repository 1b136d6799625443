import { describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rollup';
import { AUTH_SCREEN, authPreloadTags } from './auth-page.mjs';

const chunk = (
  fileName: string,
  imports: string[],
  css: string[],
  extra: Record<string, unknown> = {},
) => ({
  type: 'chunk',
  fileName,
  imports,
  isEntry: false,
  facadeModuleId: null,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  ...extra,
});

/** An entry, the sign-in screen sharing one chunk with it, and a screen it never needs. */
const BUNDLE = {
  'assets/index.js': chunk('assets/index.js', ['assets/react.js'], ['assets/index.css'], {
    isEntry: true,
  }),
  'assets/react.js': chunk('assets/react.js', [], []),
  'assets/AuthScreen.js': chunk(
    'assets/AuthScreen.js',
    ['assets/react.js', 'assets/Input.js'],
    ['assets/AuthScreen.css'],
    { facadeModuleId: `/work/src/web/${AUTH_SCREEN}` },
  ),
  'assets/Input.js': chunk('assets/Input.js', [], ['assets/Input.css', 'assets/index.css']),
  'assets/Stock.js': chunk('assets/Stock.js', ['assets/Input.js'], ['assets/Stock.css']),
} as unknown as OutputBundle;

describe('the /auth page names the sign-in screen files up front', () => {
  it('names its code and styles that the entry does not already load, and nothing else', () => {
    expect(authPreloadTags(BUNDLE)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/AuthScreen.js">',
      '<link rel="modulepreload" crossorigin href="/assets/Input.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/AuthScreen.css">',
      '<link rel="preload" as="style" crossorigin href="/assets/Input.css">',
    ]);
  });

  it('answers nothing when the build has no sign-in screen chunk', () => {
    const withoutScreen = Object.fromEntries(
      Object.entries(BUNDLE).filter(([file]) => file !== 'assets/AuthScreen.js'),
    );
    expect(authPreloadTags(withoutScreen as OutputBundle)).toBeNull();
  });
});
