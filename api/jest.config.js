/** API tests: node environment, real HTTP handling, PGlite by default or PostgreSQL with SHOP_TEST_DB=postgres. */
const onPostgres = process.env.SHOP_TEST_DB === 'postgres';

const swcTransform = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
];

module.exports = {
  displayName: onPostgres ? 'api (postgres)' : 'api (pglite)',
  testEnvironment: 'node',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': swcTransform, '^.+\\.(c|m)js$': swcTransform },
  // Jest runs CommonJS. PGlite's CommonJS build loads node built-ins with import(), which jest's VM
  // refuses without --experimental-vm-modules, and typebox (behind the Fastify type provider) ships
  // only ES modules, as does `cookie` (which @fastify/cookie imports with import()): swc compiles
  // them to plain CommonJS; `jose` (social login's ID tokens) too ships only ES modules.
  transformIgnorePatterns: [
    '/node_modules/(?!(@electric-sql/pglite|@fastify/cookie|typebox|cookie|jose|file-type|strtok3|token-types|uint8array-extras|@tokenizer/inflate|@borewit/text-codec)/)',
  ],
  // A limit that finds a hang, not one that measures speed. Each test file opens its own database
  // (and a hook may start a whole server on a fresh one): seconds on a quiet machine, minutes with
  // a second suite beside it on the same two cores. No test sets a shorter one.
  testTimeout: 300_000,
  // Running the files in its own process on the 2-core CI machine, jest once kept running after
  // every test had passed (no open handle reported by --detectOpenHandles). The run must end with
  // its report, so jest exits when the tests are done.
  forceExit: true,
  // One worker per core. Jest's default keeps a core for itself (one worker on CI's two cores),
  // but its main process only hands out files, and each file spends seconds opening its database.
  maxWorkers: '100%',
  ...(onPostgres
    ? {
        globalSetup: '<rootDir>/test/helpers/postgres/global-setup.ts',
        globalTeardown: '<rootDir>/test/helpers/postgres/global-teardown.ts',
      }
    : { globalSetup: '<rootDir>/test/helpers/pglite/global-setup.ts' }),
};
