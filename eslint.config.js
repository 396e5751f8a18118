import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from './scripts/eslint/boundaries.mjs';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'bench/results/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, web: boundaries },
    rules: {
      'web/feature-boundaries': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Every in-app link, redirect and navigation comes from the route table (app/paths.ts), as an
      // absolute path: a relative one resolves differently from screen to screen (and loops in splat routes).
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^(to|linkTo)$/] > :matches(Literal, JSXExpressionContainer > Literal, JSXExpressionContainer > TemplateLiteral)',
          message: 'Build in-app paths with `paths` from app/paths.ts, never as a string here.',
        },
        {
          selector: "CallExpression[callee.name='navigate'] > :matches(Literal[raw=/^['\"]/], TemplateLiteral)",
          message: 'Build in-app paths with `paths` from app/paths.ts, never as a string here.',
        },
      ],
    },
  },
  {
    files: ['src/server/modules/**/*.ts'],
    plugins: { server: boundaries },
    rules: { 'server/module-boundaries': 'error' },
  },
  {
    files: ['src/web/public/**/*.js'],
    languageOptions: { globals: { window: 'readonly', document: 'readonly' } },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      // The domain runs in the browser and on the server: no Node or DOM.
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'crypto', 'react', 'react-dom'] }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'process'],
    },
  },
);
