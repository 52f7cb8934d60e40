import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The layers, checked here so that a new violation fails CI (docs/architecture.md says why):
 * domain ← contract ← server core ← modules, the apps reach the server only over the wire, and a
 * module's repo is its own. Rules go by folder pattern, so a new module is covered as it lands.
 */
const restricted = (...patterns) => ['error', { patterns }];
const onlyOverTheWire = {
  regex: '^@leverline/server(/|$)|(^|/)server/src/',
  message: 'The apps talk to the server over the wire: use the API client (packages/contract).',
};
const noApps = {
  regex: '^@leverline/(server|web|admin)(/|$)|(^|/)apps/',
  message: 'Packages are below the apps: nothing here may import an app.',
};
const noModules = {
  // The core may name a module's tables (db/schema.ts gathers them) and nothing else of a module.
  regex: '(^|/)modules/(?![^/]+/[^/]+\\.schema\\.js$)',
  message: "The server core is below the modules: take what a module knows as a parameter from the composition (app.ts), or move the code into the module.",
};
const noForeignRepo = {
  // Up out of the module, then into another one's folder (a module's own repo is `./<m>.repo.js`).
  regex: '^(\\.\\./)+[^./][^/]*/[^/]+\\.repo\\.js$',
  message: "Another module's repo is its own: call that module's service.",
};
const noRepo = {
  regex: '(^|/)modules/[^/]+/[^/]+\\.repo\\.js$',
  message: "A module's repo is its own: call that module's service.",
};
const noComposition = {
  regex: '^(\\.\\./)+(app|main)\\.js$',
  message: 'Modules do not import the composition (app.ts, main.ts): take what you need as a dependency.',
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**', '**/*.config.*', '**/scripts/**', '.ci/**', 'test-results/**', 'apps/web/public/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'],
          conditionNames: ['source', 'types', 'import', 'node', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Cycles among this repository's own files (packages in node_modules are not followed).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted(noApps, {
        regex: '^@leverline/',
        message: 'The domain is the bottom layer: pure rules, importing no other package of ours.',
      }),
    },
  },
  { files: ['packages/contract/**/*.ts'], rules: { 'no-restricted-imports': restricted(noApps) } },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restricted(onlyOverTheWire, {
        regex: '^@leverline/(web|admin)(/|$)|(^|/)(web|admin)/src/',
        message: 'Each app stands alone: share through packages/, not by importing the other app.',
      }),
    },
  },
  {
    files: ['apps/server/src/{http,ws,db,platform,i18n,types}/**/*.ts'],
    ignores: ['apps/server/src/db/seed.ts'],
    rules: { 'no-restricted-imports': restricted(noModules) },
  },
  {
    // The composition: it wires modules together (and the seed fills their tables), through their
    // services, routes and schemas.
    files: ['apps/server/src/*.ts', 'apps/server/src/cli/**/*.ts', 'apps/server/src/db/seed.ts'],
    rules: { 'no-restricted-imports': restricted(noRepo) },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: { 'no-restricted-imports': restricted(noForeignRepo, noRepo, noComposition) },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Translated articles use the no-break spaces their languages put before "%", ":" or inside
    // numbers ("10 850,00", "50 %"); they belong to the text.
    files: ['apps/server/src/db/news-translations/*.ts'],
    rules: { 'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
);
