// Lint rules: ESLint's and typescript-eslint's recommended sets, and React's rules of hooks.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'test/fixtures/', 'docs-src/', 'schema/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // Names starting with _ are unused on purpose (a parameter a signature requires).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Finding and dropping control characters is the point of several patterns (paths, hostile text).
      'no-control-regex': 'off',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Tests feed malformed values on purpose.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
)
