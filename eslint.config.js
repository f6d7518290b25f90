/**
 * Guard rails: correctness and the one-way layers of ../shared/design/ARCHITECTURE.md, not style
 * (no formatting rules). TypeScript files are checked with type information; plain JavaScript files
 * (configs, scripts in .cjs) get the rules that need none.
 */
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import prettierOff from 'eslint-config-prettier/flat';

/** The functions an import() may be handed to: the shop's loader and what builds on it. */
const CODE_LOADERS = ['loadCode', 'loadChunk', 'lazyPage', 'lazyPart'];

/** A zone: files under `target` must not import anything under `from`. */
const zone = (target, from, message) => ({ target, from, message });

const REACT_AND_REDUX = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-redux',
  'react-router',
  'react-final-form',
  'final-form',
  'redux',
  'redux-persist',
  'redux-persist/*',
  'redux-saga',
  'redux-saga/*',
  '@reduxjs/toolkit',
  'axios',
];

const layers = [
  zone(
    './src/domain',
    [
      './src/state',
      './src/api',
      './src/features',
      './src/components',
      './src/content',
      './src/app',
      './src/main.tsx',
      './sagas',
      './server',
      './scripts',
    ],
    'src/domain is pure: it imports nothing of the app.',
  ),
  zone(
    './src/components',
    ['./src/state', './src/api', './src/features', './src/app', './sagas', './server'],
    'src/components are presentational: they import src/domain and the bundled texts of src/content only.',
  ),
  // The legal texts link to other pages with React Router's Link; of the shop's own code they import src/domain only.
  zone(
    './src/content',
    ['./src/state', './src/api', './src/features', './src/components', './src/app', './sagas', './server'],
    'src/content imports src/domain only.',
  ),
  zone(
    './src/state',
    ['./src/api', './src/features', './src/components', './src/content', './src/app', './sagas', './server'],
    'src/state imports src/domain only.',
  ),
  zone(
    './src/api',
    ['./src/state', './src/features', './src/components', './src/content', './src/app', './sagas', './server'],
    'src/api imports src/domain only.',
  ),
  zone(
    './src/features',
    ['./src/api', './src/app', './src/main.tsx', './sagas', './server'],
    "Features import src/state, src/components, src/domain, src/content and other features' index.ts; requests go through sagas.",
  ),
  zone(
    './sagas',
    ['./src/features', './src/components', './src/content', './src/app', './src/main.tsx', './server'],
    'Sagas import src/state, src/api and src/domain.',
  ),
  // The server shares the pure domain and the footnote texts (plain data) with the client, nothing else.
  zone(
    './server',
    [
      './src/state',
      './src/api',
      './src/features',
      './src/components',
      './src/app',
      './src/main.tsx',
      './src/content/legal',
      './sagas',
      './scripts',
    ],
    'The server imports src/domain (and the footnote data) only.',
  ),
  zone(
    './src/app',
    ['./server', './scripts'],
    'The client composition root does not import the server or build scripts.',
  ),
  // server/app.ts builds the instance from every route and plugin: only main.ts (and tests) may import it.
  zone(
    './server/!(main).ts',
    './server/app.ts',
    'Only server/main.ts imports server/app.ts; shared dependencies live beside it.',
  ),
  zone('./server/!(main|app).ts', './server/main.ts', 'Nothing imports the server entry point.'),
  zone(
    './server/*/**',
    ['./server/app.ts', './server/main.ts'],
    'Only server/main.ts imports server/app.ts; shared dependencies live beside it.',
  ),
  // Query modules sit below the code that uses them: row types live in src/domain or server/db itself.
  zone(
    './server/db',
    [
      './server/routes',
      './server/plugins',
      './server/orders',
      './server/forms',
      './server/declarations',
      './server/availability',
      './server/http-server.ts',
    ],
    'server/db imports src/domain, server/errors, server/config and itself only.',
  ),
];

/**
 * Features talk through the shared layers (src/state, sagas, src/components, src/domain): one
 * feature imports another only through that feature's public index.ts, as bulletproof-react does.
 */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = FEATURES.flatMap((feature) =>
  FEATURES.filter((other) => other !== feature).map((other) => ({
    target: `./src/features/${feature}`,
    from: `./src/features/${other}`,
    except: ['./index.ts'],
    message: `A feature imports another only through its public index.ts (src/features/${other}/index.ts).`,
  })),
);

export default defineConfig(
  { ignores: ['dist/', 'coverage/', 'test-results/', 'data/', 'public/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // import-x/no-cycle follows imports through the parsed modules: it has to be told which files are TypeScript.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...layers, ...featureZones] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // TypeScript files get typescript-eslint's type-checked preset: promises nobody awaits, unsafe `any`
    // flowing across layers, unbound methods, plus assertions the types already make.
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    // Fastify's documented plugin form is an async function (the other takes a `done` callback), and an
    // async route handler's return value is the reply: route modules register and answer synchronously
    // in that form, so `async` without `await` is the framework's contract here, not a needless promise.
    files: ['server/routes/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Tests get the same type-checked preset as the code they check: response bodies are read with their
    // answer types (tests/support/answers.ts), saga runs through tests/support/saga-run.ts.
    files: ['tests/**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      // Test doubles take the shape of the async APIs they stand in for: an axios adapter that rejects by
      // throwing, a Fastify handler, a callback for act() or a polling wait that may also be async.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // One way to load code later (src/api/load-code.ts): an import() is only ever the code a loader is
    // handed (loadCode, loadChunk, a page's lazyPage or a part's lazyPart), so every chunk gets the same
    // retries and the same failure handling. The route table declares its pages through lazyPage and legal.
    files: ['src/**/*.{ts,tsx}', 'sagas/**/*.ts'],
    ignores: ['src/app/routes.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression:not(CallExpression[callee.name=/^(${CODE_LOADERS.join('|')})$/] > :function ImportExpression)`,
          message: `Code loaded later goes through the shop's loader: pass () => import(…) to ${CODE_LOADERS.join(', ')} (src/api/load-code.ts).`,
        },
      ],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: REACT_AND_REDUX, message: 'src/domain has no React, Redux or IO.' }] },
      ],
    },
  },
  {
    files: ['tests/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
    // Tests may reach into any layer to set up what they check.
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Formatting is Prettier's (`npm run format`; checked by `npm run lint`): no lint rule argues with it.
  prettierOff,
);
