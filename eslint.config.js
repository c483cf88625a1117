import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.nx/**',
      '**/data/**',
      '**/drizzle/**',
      '**/@mf-types/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      // Each file is typed by the tsconfig.json nearest to it, as in the editor: a project's
      // tsconfig.json includes its tests, so specs get the same typed rules as the code.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@nx': nx },
    rules: {
      // Module boundaries are an error: the API and the front ends meet only in shared libs,
      // a remote never imports another remote or the shell, and libs never import apps.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // The UI library's files reach its shared page state by package name, the request
          // Module Federation shares (libs/ui/src/page-state.ts).
          allow: ['@marketplace/ui/page-state'],
          // The shell evaluates the router before the rest of the app, in a task of its own
          // (shell/src/index.ts), which does not make it a lazily loaded library.
          checkDynamicDependenciesExceptions: ['@marketplace/routing'],
          depConstraints: [
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['scope:shared', 'type:lib'] },
            // scope:build is the Rspack/Module Federation config factory, used by the apps' build
            // files; it reads the remote list from the contracts.
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['scope:shared', 'type:lib', 'scope:build'],
            },
            { sourceTag: 'scope:build', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // A promise nobody awaits loses its failure and its order: await it, or `void` it with a
      // comment saying why it may run on its own.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Fastify tells an async hook from a callback hook by its being async, so a hook with
      // nothing to await is still async; so are a test's stand-ins for promise-returning
      // functions and `act(async () => …)`. The rules above catch the promise mistakes.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Not in api/: Nest's dependency injection reads constructor types at run time, so an
    // injected class imported with `import type` would break it.
    ignores: ['api/**'],
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The apps share one router through @marketplace/routing; a direct import would bundle a
    // second, whole copy of React Router beside it, whose links see no router.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['libs/routing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: 'Import the router from @marketplace/routing, the one every app shares.',
          })),
        },
      ],
    },
  },
  {
    // Playwright reads a fixture's dependencies from its destructuring pattern; `{}` means none.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // A remote sends visitors to sign in through the helpers the shell's login page reads back,
    // so the two sides cannot drift apart on the path or the state.
    files: ['mfe-*/src/**/*.ts', 'mfe-*/src/**/*.tsx', 'e2e/fixtures/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Literal[value='/login'], TemplateElement[value.raw=/^\\/login/]",
          message:
            'Go to the login page with LOGIN_PATH and loginRedirectFrom from @marketplace/contracts.',
        },
      ],
    },
  },
  {
    // A remote's next version, laid over a copy of that remote and built as it: remote code
    // (e2e/fixtures/seller-next-version/README.md), not the journeys'.
    files: ['e2e/fixtures/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Tests read response bodies typed `any` (Fastify's inject and fetch `json()`) and compare them
    // with jest's asymmetric matchers, typed `any` too (`expect.any(String)` inside `toEqual`):
    // the assertion checks the shape, so a cast to please these rules would only state it twice.
    // Helpers in testing/ folders keep these rules.
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.e2e-spec.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Plain JavaScript (jest configs, scripts, benches) is in no tsconfig, so it has no types to
    // check; nor has the seller's next version in e2e/fixtures, whose imports resolve only once
    // it is laid over a copy of mfe-seller (e2e/support/remote-variant.ts).
    files: ['**/*.js', '**/*.mjs', '**/*.cjs', 'e2e/fixtures/**'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@nx/enforce-module-boundaries': 'off',
    },
  },
  prettier,
);
