// The linter: JavaScript's and typescript-eslint's recommended rules everywhere, the rules of hooks in the
// React code and jsx-a11y's recommended rules in the markup. Formatting is Prettier's (`npm run lint`).
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'test-results/', 'playwright-report/', 'reports/', '.ci/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a parameter a signature requires but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Tests read parsed JSON (structured data, recorded requests) whose shape their assertions then check.
    files: ['tests/**', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  { files: ['{components,pages,renderer}/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
)
