import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'data', 'coverage', 'node_modules', 'src/routeTree.gen.ts', 'server/db/migrations', 'test-results', 'playwright-report'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Features stay independent: a feature never reaches into another feature; routes compose them.
  ...[1, 2, 3].map((depth) => ({
    files: [`src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // Climbing exactly to src/features/ and back down lands in another feature.
            { regex: `^${'\\.\\./'.repeat(depth)}(?!\\.\\./)`, message: 'Features do not import each other; compose them in a route.' },
            { group: ['**/features/**'], message: 'Features do not import each other; compose them in a route.' },
          ],
        },
      ],
    },
  })),
);
