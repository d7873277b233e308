// Four projects: pure logic and sagas in node, screens in jsdom, the gateway in node against a real
// database, and browser journeys (one Chromium; two workers in scripts/test.sh, each with a gateway of its own).
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];
// ESM-only packages that Jest must transpile to CommonJS.
const esm = [
  'oidc-provider',
  'jose',
  'nanoid',
  'oidc-client-ts',
  'jwt-decode',
  'quick-lru',
  '@koa',
  'koa',
  'eta',
  'got',
  'cookie',
  'paseto',
  'oidc-token-hash',
  'lru-cache',
  '@electric-sql',
  'kysely',
  'date-fns',
  '@date-fns',
  'otplib',
  '@otplib',
  '@noble',
  '@scure',
  'content-disposition',
  '@redux-devtools',
];
const base = {
  transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esm.join('|')})/)`],
  moduleNameMapper: { '\\.(scss|css)$': '<rootDir>/test/support/styleStub.js' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
module.exports = {
  // Sized for a busy 2-core machine: a test waits on conditions, and a slow moment must not fail it; a gateway test
  // file opens its database and signs customers in. (Jest reads testTimeout from here, not from a project; the
  // browser journeys set their own in test/e2e/support/setup.ts.)
  testTimeout: 90_000,
  projects: [
    {
      ...base,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      testPathIgnorePatterns: ['/test/server/', '/test/e2e/'],
    },
    {
      ...base,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/**/*.test.tsx'],
      testPathIgnorePatterns: ['/test/server/', '/test/e2e/'],
      setupFilesAfterEnv: ['<rootDir>/test/support/dom.ts'],
    },
    {
      ...base,
      displayName: 'gateway',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
      setupFiles: ['<rootDir>/test/support/knownWarnings.ts'],
      globalSetup: '<rootDir>/test/server/support/globalSetup.ts',
    },
    {
      ...base,
      displayName: 'e2e',
      testEnvironment: '<rootDir>/test/e2e/support/environment.ts',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      // A journey that starts a gateway of its own loads oidc-provider in the test file.
      setupFiles: ['<rootDir>/test/support/knownWarnings.ts', '<rootDir>/test/e2e/support/worker.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/e2e/support/setup.ts'],
      globalSetup: '<rootDir>/test/e2e/support/globalSetup.ts',
      globalTeardown: '<rootDir>/test/e2e/support/globalTeardown.ts',
    },
  ],
};
