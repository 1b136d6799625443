import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** A rule that refuses imports whose path matches any of `regexes`, with `message`. */
function forbidImports(files, regexes, message) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: regexes.map((regex) => ({ regex, message })) },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['scripts/**', 'tests/**'], rules: { 'no-console': 'off' } },
  // No import cycles: a cycle makes a module's value undefined while the other half still loads,
  // and it means two features that cannot be understood (or moved) one at a time.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin reads only .js files unless told the TypeScript extensions and parser.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // The import direction of DESIGN.md: web -> shared <- server.
  forbidImports(
    ['src/shared/**'],
    ['^(\\.\\./)+(server|web)(/|$)', '^node:', '^(react|react-dom|fastify|kysely)($|/)'],
    'src/shared runs in the browser and in Node: it imports nothing from web, server or a runtime.',
  ),
  forbidImports(
    ['src/web/**'],
    ['^(\\.\\./)+server(/|$)'],
    'The web app never imports server code.',
  ),
  forbidImports(['src/server/**'], ['^(\\.\\./)+web(/|$)'], 'The server never imports web code.'),
  // A feature reaches another feature only through its service (server), or its api (web: data and
  // hooks) and screens (web: the components other features show). Keeping the two apart keeps a
  // feature's components, which import its api, out of an import cycle with it.
  forbidImports(
    ['src/server/features/*/*.ts'],
    ['^\\.\\./[\\w-]+/(?!service$).+'],
    'Import another server feature only through its service.ts.',
  ),
  forbidImports(
    ['src/web/features/*/*.{ts,tsx}'],
    ['^\\.\\./[\\w-]+/(?!(api|screens)$).+'],
    'Import another web feature only through its api.ts or screens.ts.',
  ),
  forbidImports(
    ['src/web/features/*/*/**/*.{ts,tsx}'],
    ['^\\.\\./\\.\\./[\\w-]+/(?!(api|screens)$).+'],
    'Import another web feature only through its api.ts or screens.ts.',
  ),
);
