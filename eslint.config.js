import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Every feature folder, read at lint time so a new feature is fenced in without editing this file.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const FEATURES_APART = 'Features do not import each other; compose them in a route.';

// Where code may not reach, checked on resolved paths so `../..` tricks and new folders are caught alike.
const boundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: FEATURES_APART,
  })),
  { target: './src/features', from: './src/app', message: 'A feature does not import the app shell; the app composes features.' },
  { target: ['./src/components', './src/lib'], from: './src/features', message: 'Shared code (src/components, src/lib) does not import a feature.' },
  { target: './server', from: './src', message: 'The server does not import client code; move what both need to contract/.' },
  { target: './contract', from: ['./src', './server'], message: 'contract/ is shared by client and server and imports neither.' },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'coverage', 'node_modules', 'src/routeTree.gen.ts', 'server/db/migrations', 'test-results', 'playwright-report'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  // The React rules run the React Compiler over each function; only src/ holds React code.
  {
    files: ['server/**', 'contract/**', 'tests/**', 'bench/**', 'scripts/**', 'sw/**'],
    rules: Object.fromEntries(Object.keys(reactHooks.configs.recommended.rules).map((rule) => [rule, 'off'])),
  },
  // Nothing imports a test file, so no import cycle can pass through one; following a test's
  // imports to look for one took about a third of the lint.
  { files: ['**/*.{test,spec}.{ts,tsx}'], rules: { 'import-x/no-cycle': 'off' } },
  // Production code under src/ never reaches into tests/; only test files may.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...boundaries, { target: './src', from: './tests', message: 'Application code does not import test code.' }] },
      ],
    },
  },
  // Test doubles (fakes, stubs, harnesses) live under tests/support/, never beside the application code.
  {
    files: ['src/**/test-support/**', 'src/**/{fake,faulty,stub,mock}-*.{ts,tsx}', 'src/**/*-{fake,stub,mock,harness}.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'Program', message: 'Test doubles live under tests/support/, not under src/.' }],
    },
  },
  // Features stay independent even through a path the resolver cannot follow (a typo'd or unbuilt file).
  ...[1, 2, 3].map((depth) => ({
    files: [`src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // Climbing exactly to src/features/ and back down lands in another feature.
            { regex: `^${'\\.\\./'.repeat(depth)}(?!\\.\\./)`, message: FEATURES_APART },
            { group: ['**/features/**'], message: FEATURES_APART },
          ],
        },
      ],
    },
  })),
);
