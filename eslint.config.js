import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
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
  // A feature reaches another feature only through its service (server) or api (web).
  forbidImports(
    ['src/server/features/*/*.ts'],
    ['^\\.\\./[\\w-]+/(?!service$).+'],
    'Import another server feature only through its service.ts.',
  ),
  forbidImports(
    ['src/web/features/*/*.{ts,tsx}'],
    ['^\\.\\./[\\w-]+/(?!api$).+'],
    'Import another web feature only through its api.ts.',
  ),
  forbidImports(
    ['src/web/features/*/*/**/*.{ts,tsx}'],
    ['^\\.\\./\\.\\./[\\w-]+/(?!api$).+'],
    'Import another web feature only through its api.ts.',
  ),
);
