// One lint for the whole repository (`pnpm lint`, run by `npm test`): TypeScript's recommended rules,
// and React's rules of hooks with the React Compiler's rules for the React code.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/dist',
    '**/.builds/',
    '.cache/',
    'storybook-static',
    '.storybook-builds/',
    'data/',
    'apps/web/src/route-tree.gen.ts',
  ]),
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Unused names are type errors already (noUnusedLocals/noUnusedParameters); `_name` marks a kept slot.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Tests read JSON answers loosely and assert the fields they need.
    files: ['**/*.test.{ts,tsx}', '**/testing/**/*.ts', '**/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/recorder-ui/src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
])
