// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const remotes = ['shell', 'mf-catalogue', 'mf-checkout', 'mf-account', 'mf-content'];

/** A remote (and the shell) imports only `@shop/shared` and its own files: never another package's code. */
const boundaryRules = remotes.map((pkg) => ({
  files: [`${pkg}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@shop/*', '!@shop/shared', '!@shop/shared/*'],
            message: 'Packages talk through @shop/shared contracts and the event bus only.',
          },
          {
            group: remotes
              .filter((other) => other !== pkg)
              .flatMap((other) => [`../${other}/*`, `**/${other}/src/*`]),
            message: "Never import another remote's code.",
          },
        ],
        paths: [
          {
            name: 'react-router',
            message:
              'Import the router from react-router-dom: its shared entry (shared/build/shared-entries) is the one copy in the page.',
          },
          {
            name: 'react-redux',
            importNames: ['useSelector', 'useDispatch'],
            message: 'Use the typed hooks of your package (useAppSelector, useAppDispatch).',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.data/**',
      '.releases/**',
      'reports/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx', '**/hooks/**/*.ts', '**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shared/src/contracts/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  ...boundaryRules,
  prettier,
);
