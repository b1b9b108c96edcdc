/**
 * The rules of ../shared/design/style.md that a tool can keep: imports flow one way (domain →
 * cms and storefront; inside the storefront shared layers → features → app), features do not
 * import each other, no import cycles, `domain` has no I/O, named exports only.
 */
import { readdirSync } from 'node:fs'

import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const storefrontFeatures = readdirSync(new URL('./storefront/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * The rooms of cms/src, from the one that wires everything to the one everything uses (README.md
 * « Architecture » says what each holds): a room imports only the rooms after it in this list, so
 * no import arrow runs both ways. A folder of cms/src that is not placed here stops the lint.
 */
export const cmsRooms = [
  'app',
  'server',
  'migrations',
  'payload.config.ts',
  'jobs',
  'backup',
  'inbound-mail',
  'dashboard',
  'personal-data',
  'withdrawals',
  'satisfaction',
  'checkout',
  'legal-documents',
  'invoices',
  'forms',
  'newsletter',
  'auth',
  'payments',
  'orders',
  'cart',
  'promotions',
  'assistant',
  'search',
  'globals',
  'collections',
  'emails',
  'mail',
  'fields',
  'access',
  'storage',
  'security',
  'http',
  'catalogue-reads',
  'lib',
  'database',
  'payload-types.ts',
]

const unplacedRooms = readdirSync(new URL('./cms/src', import.meta.url)).filter((entry) => !cmsRooms.includes(entry))
if (unplacedRooms.length > 0) {
  throw new Error(`cms/src : placer ${unplacedRooms.join(', ')} dans cmsRooms (eslint.config.ts), au-dessus de ce qu'il importe`)
}

/** Layers of the storefront that every feature may use and that know no feature. */
const storefrontSharedLayers = ['components', 'hooks', 'lib', 'config', 'stores'].map((layer) => `./storefront/src/${layer}`)

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'cms/.next/',
    'cms/next-env.d.ts',
    'cms/src/payload-types.ts',
    'cms/src/app/(payload)/admin/importMap.js',
    'cms/src/migrations/',
    'tests/.tmp/',
    '.data/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: globals.node },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', '*/tsconfig*.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // A shutdown handler set up before start-up reads variables that start-up assigns later.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      'import-x/no-cycle': 'error',
      'import-x/no-default-export': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      // TypeScript already reports unresolved and misnamed imports, with the right tsconfig.
      'import-x/no-unresolved': 'off',
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './domain', from: ['./cms', './storefront', './seed', './tests'], message: 'domain ne dépend de rien du dépôt.' },
            { target: './cms', from: ['./storefront/src', './tests'], message: 'cms et storefront ne se connaissent pas.' },
            { target: './storefront', from: ['./cms', './seed', './tests'], message: 'cms et storefront ne se connaissent pas.' },
            {
              target: './seed',
              from: ['./cms', './storefront', './tests'],
              message: 'Le seed est des données : ce qu’il lui faut de cms lui est passé par ses appelants (SeedTools).',
            },
            ...cmsRooms.slice(1).map((room, index) => ({
              target: `./cms/src/${room}`,
              from: cmsRooms.slice(0, index + 1).map((upper) => `./cms/src/${upper}`),
              message: `${room} n’importe que les pièces de cms/src placées après elle dans cmsRooms (eslint.config.ts) : une flèche d’import ne va que dans un sens.`,
            })),
            {
              target: storefrontSharedLayers,
              from: ['./storefront/src/features', './storefront/src/app'],
              message: 'Les couches partagées ne connaissent ni les features ni les routes.',
            },
            {
              target: './storefront/src/features',
              from: './storefront/src/app',
              message: 'Les routes assemblent les features, pas l’inverse.',
            },
            ...storefrontFeatures.map((feature) => ({
              target: `./storefront/src/features/${feature}`,
              from: './storefront/src/features',
              except: [`./${feature}`],
              message: 'Une feature n’importe pas une autre feature : passer par une couche partagée ou par la route.',
            })),
          ],
        },
      ],
    },
  },
  {
    // Pure rules and shapes only: whatever has I/O belongs to cms or storefront.
    files: ['domain/**/*.ts'],
    ignores: ['domain/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|\\.{1,2}/)',
              message: 'domain n’importe que zod et ses propres fichiers (pas de node:*, payload, react ni I/O).',
            },
          ],
        },
      ],
    },
  },
  {
    ...reactHooks.configs.flat.recommended,
    files: ['storefront/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    rules: {
      // The two rules of hooks; the React Compiler's own rules are for code it compiles, and we don't use it.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-nodejs-modules': 'error',
      // Every server call goes through a feature's api/ file, which parses the answer.
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Les appels serveur passent par lib/api-client, depuis un fichier api/.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api-client'],
              importNames: ['apiClient'],
              message: 'Seuls les fichiers api/ des features appellent le serveur.',
            },
          ],
        },
      ],
    },
  },
  {
    // The early calls are api-client's requests sent sooner: api-client hands their answers to the fetchers.
    files: ['storefront/src/features/*/api/**/*.ts', 'storefront/src/lib/api-client.ts', 'storefront/src/lib/early-calls.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-imports': 'off' },
  },
  {
    // Tests read JSON answers loosely on purpose: the assertions are what check their shape.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Frameworks that find these files by their default export.
    files: [
      'cms/src/payload.config.ts',
      'cms/next.config.mjs',
      'cms/src/app/**/*.{ts,tsx}',
      'storefront/vite.config.ts',
      'vitest.config.ts',
      'eslint.config.ts',
      'knip.config.ts',
      'tests/playwright.config.ts',
      'tests/e2e/global-setup.ts',
      'tests/support/global-setup.ts',
      'tests/support/build-before-suite.ts',
      'tests/support/vitest-file-timings.ts',
      'tests/e2e/support/file-timings.ts',
    ],
    rules: { 'import-x/no-default-export': 'off' },
  },
  prettier,
)
