/** Three projects: unit (jsdom), integration (server + database), e2e (Puppeteer against the built app). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const path = require('node:path');

const root = path.resolve(__dirname, '..');

const base = {
  rootDir: root,
  transform: {
    '^.+\\.(t|j)sx?$': swc,
    '@electric-sql/.+\\.cjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // PGlite's CommonJS build loads Node built-ins with import(), and content-disposition (under
  // @fastify/static), cookie and @redux-devtools/instrument ship only ESM: compiling them to CommonJS lets jest load them.
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql|content-disposition|cookie|@redux-devtools)/)'],
  moduleNameMapper: { '\\.css$': '<rootDir>/tests/support/style-stub.cjs' },
  globals: { __API_BASE_URL__: '/api' },
};

module.exports = {
  rootDir: root,
  // PGlite boots a whole PostgreSQL in WebAssembly per test file and e2e tests drive a real browser:
  // on a busy 2-core machine both take a while. (testTimeout is a global option, not a per-project one.)
  testTimeout: 120_000,
  projects: [
    {
      ...base,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/unit-setup.ts'],
    },
    {
      ...base,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
    },
    {
      ...base,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/e2e/support/global-teardown.ts',
    },
  ],
};
