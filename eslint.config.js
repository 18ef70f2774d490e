import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Import arrows point down: app → features → components/lib → shared. A feature's index.ts is its one public
 * entry; other features and the app import that and nothing else of it (pages are reached through the route
 * manifest). components/ and lib/ sit below the features and never import one: UI a feature owns lives in the
 * feature, and the app composes. (eslint-plugin-import-x would add no-cycle; until it is a dependency, these
 * are ESLint's own no-restricted-imports patterns, and no-restricted-syntax for import().)
 */
const FEATURES = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const FEATURE_MESSAGE = 'Another feature only through its index.ts (@/features/<feature>); UI that several features use goes to @/components, logic to @/lib.';
const LOWER_FLOOR_MESSAGE = '@/components and @/lib sit below the features and never import one: move this into the feature, or compose it in @/app.';

/** Any file of another feature but its index.ts; `own` is the importing file's feature. */
const otherFeatureInternals = (own) => `^@\\/features\\/${own ? `(?!${own}(?:\\/|$))` : ''}[^\\/]+\\/`;

/*
 * Production code never imports test code (it would ship in dist/): factories the demo seed and the tests
 * share live in src/server/db/factories.ts. Unit tests beside the code (*.test.ts) may use tests/support.
 */
const TESTS_PATTERN = '^(?:\\.\\.\\/)+tests\\/';
const TESTS_RESTRICTION = { regex: TESTS_PATTERN, message: 'Code under src/ never imports from tests/; shared test data factories are in src/server/db/factories.ts.' };
const TEST_FILES = ['src/**/*.test.{ts,tsx}'];

// A later config object's no-restricted-imports replaces an earlier one's, so each keeps the tests/ rule too.
function restrict(files, rules, ignores = []) {
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': ['error', { patterns: [...rules.map(([regex, message]) => ({ regex, message })), TESTS_RESTRICTION] }],
      // import() too: a lazily loaded component of another feature is still that feature's internals.
      'no-restricted-syntax': ['error', ...rules.map(([regex, message]) => ({ selector: `ImportExpression[source.value=/${regex}/]`, message }))],
    },
  };
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.tmp', 'data', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['src/**/*.{ts,tsx}'], ignores: TEST_FILES, rules: { 'no-restricted-imports': ['error', { patterns: [TESTS_RESTRICTION] }] } },
  // Inside a feature, '../' reaches the rest of it; anything outside goes through an alias.
  ...FEATURES.map((feature) =>
    restrict([`src/web/features/${feature}/**/*.{ts,tsx}`], [
      [otherFeatureInternals(feature), FEATURE_MESSAGE],
      ['^(?:\\.\\.\\/){2,}', FEATURE_MESSAGE],
    ]),
  ),
  restrict(['src/web/app/**/*.{ts,tsx}'], [
    [otherFeatureInternals(null), FEATURE_MESSAGE],
    ['^(?:\\.\\.\\/)+features\\/', FEATURE_MESSAGE],
  ]),
  restrict(
    ['src/web/components/**/*.{ts,tsx}', 'src/web/lib/**/*.{ts,tsx}'],
    [
      ['^@\\/features(?:\\/|$)', LOWER_FLOOR_MESSAGE],
      ['^(?:\\.\\.\\/)+features(?:\\/|$)', LOWER_FLOOR_MESSAGE],
    ]
  ),
);
