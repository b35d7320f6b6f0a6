/** Unit and component tests of every front-end package and the shared library, in one run. */
const swcTransform = [
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

const frontEnd = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/../shared/test/style-mock.js',
    '\\.(png|jpe?g|svg|webp)$': '<rootDir>/../shared/test/file-mock.js',
  },
  setupFilesAfterEnv: ['<rootDir>/../shared/test/setup-dom.ts'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});

/** Tests of the repository itself: the lockfile, the scripts. */
const repository = {
  displayName: 'repository',
  rootDir: '<rootDir>/scripts',
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  testMatch: ['<rootDir>/**/*.test.ts'],
};

/** Tests of the build tools every package's webpack config is made with. */
const buildTools = {
  displayName: 'build',
  rootDir: '<rootDir>/shared/build',
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  testMatch: ['<rootDir>/**/*.test.ts'],
};

module.exports = {
  // A limit that finds a test that hangs, not one that measures speed: a component test types
  // through a whole form, key by key, and with another test run beside it on two cores that takes
  // several times as long as on a quiet machine (jest's 5 s failed there). Speed is the bench's.
  testTimeout: 60_000,
  // One worker per core. Jest's default keeps a core for itself (one worker on CI's two cores),
  // but its main process only hands out files, and each file spends seconds loading its modules.
  maxWorkers: '100%',
  projects: [
    ...['shared', 'shell', 'mf-catalogue', 'mf-checkout', 'mf-account', 'mf-content'].map(frontEnd),
    repository,
    buildTools,
  ],
};
