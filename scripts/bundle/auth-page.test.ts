import { describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rollup';
import { appFiles, authPageHtml, SCRIPT_TAG, AFTER_SIGN_IN, STYLE_TAG } from './auth-page.mjs';

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

const [LAYOUT, DASHBOARD, OFFLINE, TOOLS, PANEL] = AFTER_SIGN_IN as [
  string,
  string,
  string,
  string,
  string,
];

/** The app's entry, the first screens after Sign In, and a screen they never need. */
const BUNDLE = {
  'assets/index.js': chunk('assets/index.js', ['assets/react.js'], ['assets/index.css'], {
    isEntry: true,
    facadeModuleId: '/work/src/web/index.html',
  }),
  'assets/react.js': chunk('assets/react.js', [], []),
  'assets/AppLayout.js': chunk('assets/AppLayout.js', ['assets/react.js'], ['assets/Layout.css'], {
    facadeModuleId: `/work/src/web/${LAYOUT}`,
  }),
  'assets/MainDashboard.js': chunk('assets/MainDashboard.js', ['assets/Card.js'], [], {
    facadeModuleId: `/work/src/web/${DASHBOARD}`,
  }),
  'assets/layer.js': chunk('assets/layer.js', ['assets/dexie.js'], [], {
    facadeModuleId: `/work/src/web/${OFFLINE}`,
  }),
  'assets/dexie.js': chunk('assets/dexie.js', [], []),
  'assets/OfflineTools.js': chunk('assets/OfflineTools.js', [], [], {
    facadeModuleId: `/work/src/web/${TOOLS}`,
  }),
  'assets/DashboardPanel.js': chunk('assets/DashboardPanel.js', ['assets/Card.js'], [], {
    facadeModuleId: `/work/src/web/${PANEL}`,
  }),
  'assets/Card.js': chunk('assets/Card.js', [], ['assets/Card.css', 'assets/index.css']),
  'assets/Stock.js': chunk('assets/Stock.js', ['assets/Card.js'], ['assets/Stock.css']),
} as unknown as OutputBundle;

describe('the static sign-in page names the app files to fetch while the person types', () => {
  it("names the app's first code after Sign In with its imports and styles, and nothing else", () => {
    expect(appFiles(BUNDLE)).toEqual([
      '/assets/index.js',
      '/assets/react.js',
      '/assets/AppLayout.js',
      '/assets/MainDashboard.js',
      '/assets/Card.js',
      '/assets/layer.js',
      '/assets/dexie.js',
      '/assets/OfflineTools.js',
      '/assets/DashboardPanel.js',
      '/assets/index.css',
      '/assets/Layout.css',
      '/assets/Card.css',
    ]);
  });

  it('answers nothing when the build has no dashboard chunk', () => {
    const without = Object.fromEntries(
      Object.entries(BUNDLE).filter(([file]) => file !== 'assets/MainDashboard.js'),
    );
    expect(appFiles(without as OutputBundle)).toBeNull();
  });
});

describe('the static sign-in page as served', () => {
  const TEMPLATE = `<head>\n    ${STYLE_TAG}\n    ${SCRIPT_TAG}\n  </head>`;

  it('names its built script and stylesheet, and the app files to fetch early', () => {
    const html = authPageHtml(TEMPLATE, {
      script: 'assets/sign-in-Ab12Cd34.js',
      style: 'assets/sign-in-Ef56Gh78.css',
      files: ['/assets/index.js', '/assets/index.css'],
    });
    expect(html).toBe(
      `<head>\n    <link rel="stylesheet" href="/assets/sign-in-Ef56Gh78.css" />\n    <meta name="app-files" content="/assets/index.js /assets/index.css" />\n    <script type="module" src="/assets/sign-in-Ab12Cd34.js"></script>\n  </head>`,
    );
  });

  it('refuses a page that no longer names its script where the build expects it', () => {
    const files = { script: 'a.js', style: 'a.css', files: [] };
    expect(() => authPageHtml('<head></head>', files)).toThrow(/must name its script/);
  });
});
