import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from './scripts/eslint/boundaries.mjs';
import zonedTime from './scripts/eslint/zoned-time.mjs';
import typedApiCalls from './scripts/eslint/typed-api-calls.mjs';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'bench/results/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  // Type-aware: the rules that catch real bugs (a promise nobody awaits, an async callback where a
  // void one is expected, a switch that forgets a case) need the types, from tsconfig.json.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // React ignores what an event handler returns: an async handler is fine there as long as it
      // settles its own errors. Everywhere else (timers, listeners, process signals) it is refused.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // An async function without await is a style matter (a service method kept async for its callers).
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests, e2e, scripts and benchmarks read JSON answers and test doubles as `any` on purpose; the
    // rules against misused promises and needless casts still hold there.
    files: ['tests/**', 'e2e/**', 'scripts/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // End-to-end tests check accessibility and take screenshots through their fixtures
    // (e2e/support/fixtures.ts): one axe configuration, pictures in the test's output folder.
    files: ['e2e/**'],
    ignores: ['e2e/support/fixtures.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@axe-core/playwright', message: 'Use the `axe` fixture of e2e/support/fixtures.ts.' }] }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='run'] > Literal.arguments:first-child[value=/^\\s*(update|insert\\s+into|delete\\s+from)\\s+(restaurants|services|dining_tables|closed_dates|questions|preference_icons|placement_legends|table_legends)\\b/i]",
          message: "Change a restaurant's rules with `server.changeRules` (e2e/support/own-server.ts), so its rules version moves.",
        },
        {
          selector: 'Literal[value=/^\\/tmp\\//], TemplateElement[value.raw=/^\\/tmp\\//]',
          message: "No fixed path on the machine: write into the test's output folder (`testInfo.outputPath`, or the `screens` fixture).",
        },
      ],
    },
  },
  {
    // A restaurant's rules change in a rules transaction (its version moves, caches and other
    // instances read the change); a test that wrote them straight into the database would test a
    // state the product never reaches. `changeRules` (tests/support/booking-fixtures.ts) does it right.
    files: ['tests/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(updateTable|insertInto|deleteFrom)$/][callee.object.property.name='kysely'][arguments.0.value=/^(restaurants|services|dining_tables|closed_dates|questions|preference_icons|placement_legends|table_legends)$/]",
          message: "Change a restaurant's rules through `changeRules` (tests/support/booking-fixtures.ts), so its rules version moves.",
        },
      ],
    },
  },
  {
    // Migrations are frozen (never edited once shipped); one of them reads an `any` from Kysely's builder.
    files: ['src/server/db/migrations/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  // Plain JavaScript (build scripts, the diner pages' tiny scripts) is outside the TypeScript project.
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, web: boundaries, api: typedApiCalls },
    rules: {
      'web/layers': 'error',
      'api/typed-api-calls': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Every in-app link, redirect and navigation comes from the paths (lib/paths.ts), as an
      // absolute path: a relative one resolves differently from screen to screen (and loops in splat routes).
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^(to|linkTo)$/] > :matches(Literal, JSXExpressionContainer > Literal, JSXExpressionContainer > TemplateLiteral)',
          message: 'Build in-app paths with `paths` from lib/paths.ts, never as a string here.',
        },
        {
          selector: "CallExpression[callee.name='navigate'] > :matches(Literal[raw=/^['\"]/], TemplateLiteral)",
          message: 'Build in-app paths with `paths` from lib/paths.ts, never as a string here.',
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    plugins: { server: boundaries },
    rules: { 'server/module-boundaries': 'error' },
  },
  {
    // One clock for zoned time (scripts/eslint/zoned-time.mjs): outside src/domain/dates.ts, no rule,
    // server or web code reads or builds a date in the process's or the device's own zone. The
    // staff app reads the restaurant's clock (src/web/lib/staff/restaurant-clock.ts), as the server does.
    files: ['src/domain/**/*.ts', 'src/server/**/*.ts', 'src/web/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/domain/dates.ts'],
    plugins: { time: zonedTime },
    rules: { 'time/no-local-time': 'error' },
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
