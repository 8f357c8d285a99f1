// ESLint (issue 12, habits that keep the code plain): TypeScript's recommended
// rules, React's rules of hooks, and no import cycles. Prettier owns layout.
import js from '@eslint/js';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Below this, a bound decides on a busy machine instead of catching a hang (vitest.config.ts, testing/waitFor.ts). */
const HANG_MS = 60_000;
const BOUND_NAMES = '/^(timeout|testTimeout|hookTimeout|actionTimeout|navigationTimeout)$/';
const TEST_CALLS = '/^(it|test|describe|suite|bench|beforeAll|beforeEach|afterAll|afterEach)$/';
/**
 * An option such as `{ timeout: 10_000 }` (vi.waitFor, expect.poll, a test's options, vi.setConfig; Playwright's
 * waits, actions and `use` options) under a minute.
 */
const SHORT_BOUND = {
  selector: `Property[key.name=${BOUND_NAMES}][value.type="Literal"][value.value<${HANG_MS}]`,
  message: 'A bound under a minute decides on a busy machine: leave it to the project’s (vitest.config.ts) or testing/waitFor.ts.',
};
/** no-restricted-syntax selectors (esquery) for what makes a test depend on the machine's speed. */
const TIMING_IN_TESTS = [
  SHORT_BOUND,
  {
    selector: 'CallExpression[callee.name=/^set(Timeout|Interval)$/][arguments.length>1][arguments.1.type="Literal"]',
    message: 'A fixed sleep or pace: wait for the event, or drive a clock the test holds (testing/manualTimers.ts, vi.useFakeTimers).',
  },
  {
    selector: 'ImportDeclaration[source.value=/^(node:)?timers\\/promises$/]',
    message: 'A fixed sleep: wait for the event, or drive a clock the test holds.',
  },
  {
    selector: 'CallExpression[callee.property.name="waitForTimeout"]',
    message: 'A fixed sleep: wait for what the page shows.',
  },
  {
    selector: 'BinaryExpression[operator=/^(-|<|>|<=|>=)$/] > CallExpression[callee.object.name=/^(Date|performance)$/][callee.property.name="now"]',
    message: 'An elapsed time or a deadline compared: wait for the event; how fast is the benchmarks’ business (bench/).',
  },
  {
    selector: `CallExpression:matches([callee.name=${TEST_CALLS}], [callee.object.name=${TEST_CALLS}], [callee.callee.object.name=${TEST_CALLS}]) > Literal[value<${HANG_MS}][raw=/^[0-9_]+$/]`,
    message: 'A test or hook bound under a minute decides on a busy machine: leave it to the project’s (vitest.config.ts).',
  },
  {
    selector: `CallExpression[callee.property.name=/^(setTimeout|setConfig|setDefaultTimeout|setDefaultNavigationTimeout)$/] > Literal[value<${HANG_MS}][raw=/^[0-9_]+$/]`,
    message: 'A request or socket bound under a minute in a test decides on a busy machine: use HANG_MS (testing/waitFor.ts).',
  },
];

export default tseslint.config(
  { ignores: ['dist/', '.dist-next/', '.dist-previous/', '.watch/', 'coverage/', 'lighthouse/', 'node_modules/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
      // One direction of dependency, server/ → client/ → shared/ (decision 039). Tests included: a test that needs
      // the server's render lives in server/. testing/, scripts/ and bench/ are harnesses and may import anything.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './client', from: './server', message: 'client/ is the app: it knows nothing of the server that hosts it (decision 039).' },
            { target: './shared', from: './server', message: 'shared/ is the domain both sides run: it imports nothing from server/ (decision 039).' },
            { target: './shared', from: './client', message: 'shared/ is the domain: it imports nothing from the app in client/ (decision 039).' },
            {
              target: './server',
              from: './client/pages/**/*.tsx',
              message:
                'server/ reaches pages through the route table (client/routes.tsx), never a page component; a constant both need belongs in shared/ (decision 039).',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
  },
  // Time never decides a test (issue 49): a test waits for the event (a promise, a log line, `whenRequests`,
  // testing/waitFor.ts) or drives a clock it holds (server/start/schedule.ts, testing/manualTimers.ts, vi.useFakeTimers),
  // and a time bound only catches a hang: never under a minute. A line that truly needs a timer says why with
  // `// eslint-disable-next-line no-restricted-syntax -- <why>`.
  {
    files: ['**/*.test.{ts,tsx}', '**/*.e2e.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...TIMING_IN_TESTS],
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'waitFor', message: 'vitest gives vi.waitFor a 1 s bound: wait with waitFor from testing/waitFor.ts (a minute).' },
        { object: 'process', property: 'hrtime', message: 'A test compares no elapsed time: how fast is the benchmarks’ business (bench/).' },
      ],
    },
  },
  // Playwright's own configuration: its bounds catch a hang too.
  {
    files: ['playwright.config.ts'],
    rules: { 'no-restricted-syntax': ['error', SHORT_BOUND] },
  },
  // The end-to-end browser tests (`*.e2e.ts`, decision 044) run on @playwright/test through testing/e2e.ts: its
  // `test` and `expect`, a fresh context a test; never vitest's.
  {
    files: ['**/*.e2e.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'vitest', message: 'A `*.e2e.ts` file runs on @playwright/test: `test` and `expect` from testing/e2e.ts.' },
            { name: 'playwright-core', message: 'Types from @playwright/test; `test` and `expect` from testing/e2e.ts.', allowTypeImports: true },
            { name: '@playwright/test', importNames: ['test', 'expect'], message: 'From testing/e2e.ts, with the site’s fixtures.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
        fetch: 'readonly',
        AbortController: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        performance: 'readonly',
      },
    },
  },
);
