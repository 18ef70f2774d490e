import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Feature boundaries (DESIGN.md, Layout): a feature never reaches into another feature. Its api/ files (one
 * per endpoint: fetcher, query options, hook) are its public face; UI that several features show lives in
 * @/components, shared logic in @/lib, and shared/ is for server and web alike. components/ and lib/ sit
 * below the features and may use their api/ only. (eslint-plugin-import-x would add no-cycle; until it is a
 * dependency, these are ESLint's own no-restricted-imports patterns, and no-restricted-syntax for import().)
 */
const FEATURES = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const BOUNDARY_MESSAGE =
  'Another feature only through its api/ (@/features/<feature>/api/…) or its index (@/features/<feature>); UI that several features use goes to @/components, logic to @/lib.';

/** Another feature's files except its api/ files and its index (`@/features/<feature>`); `own` is the importing file's feature. */
const otherFeatureInternals = (own) => `^@\\/features\\/${own ? `(?!${own}(?:\\/|$))` : ''}[^\\/]+\\/(?!api\\/[^\\/]+$).+$`;

function boundaries(files, internalsPattern, relativePattern) {
  const patterns = [internalsPattern, relativePattern];
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: patterns.map((regex) => ({ regex, message: BOUNDARY_MESSAGE })) }],
      // import() too: a lazily loaded component of another feature is still that feature's internals.
      'no-restricted-syntax': [
        'error',
        ...patterns.map((regex) => ({ selector: `ImportExpression[source.value=/${regex}/]`, message: BOUNDARY_MESSAGE })),
      ],
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
  // Inside a feature, '../' reaches the rest of it; anything outside goes through an alias.
  ...FEATURES.map((feature) =>
    boundaries([`src/web/features/${feature}/**/*.{ts,tsx}`], otherFeatureInternals(feature), '^(?:\\.\\.\\/){2,}'),
  ),
  boundaries(['src/web/components/**/*.{ts,tsx}', 'src/web/lib/**/*.{ts,tsx}'], otherFeatureInternals(null), '^(?:\\.\\.\\/)+features\\/'),
);
