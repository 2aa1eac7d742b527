// One lint setup for the whole repository: type-aware TypeScript rules, the React hooks rules, the
// TanStack Query rules and the layers of the code (which folder may import which, no import cycle).
// Formatting is Prettier's job, so no stylistic rules live here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { noImportCycle } from './eslint-rules/no-import-cycle.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const tsconfig = fileURLToPath(new URL('./tsconfig.json', import.meta.url));

const features = readdirSync(new URL('./src/features', import.meta.url));

/** The browser's layers, lowest first (features may also not import one another, below). */
const browserLayers = ['api', 'data', 'lib', 'i18n', 'components', 'features', 'app'];

const browserDirs = browserLayers.map((layer) => `./src/${layer}`);

/**
 * Node's own modules, with or without `node:`: only server/node/ (and tests) may use them, since the demo
 * runs the rest of the server, and all of src/, in a browser.
 */
const nodeOnly = "Only server/node/ uses Node's modules: the demo runs the rest of the server in the page.";
/** zod, configured before any schema is made, comes from src/api/zod.ts only (its types from anywhere). */
const zodFromApi = {
  name: 'zod',
  allowTypeImports: true,
  message: 'Import zod from src/api/zod.ts (@/api/zod), which configures it before any schema is made.',
};

const nodeModules = {
  patterns: [{ group: ['node:*'], message: nodeOnly }],
  paths: [zodFromApi, ...builtinModules.map((name) => ({ name, message: nodeOnly }))],
};

/** Zones of `import-x/no-restricted-paths`: what the files under `target` may not import from `from`. */
const layerZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another one: share through @/api, @/lib, @/i18n or @/components.',
  })),
  // The browser's shared layers in one order, each importing only those below it: the contract (api),
  // the data layer that calls it, plain helpers (lib), words and formats (i18n, which formats with lib's
  // helpers), components, features, the app. Words sit above lib because they are shown: a helper that
  // needs a sentence (an error's message) belongs with the words.
  ...browserLayers.slice(1, -1).map((layer, index) => ({
    target: `./src/${layer}`,
    from: browserLayers.slice(index + 2).map((above) => `./src/${above}`),
    message: `The browser's layers go ${browserLayers.join(' ← ')}: src/${layer} imports only the layers below it.`,
  })),
  {
    target: './server/storage',
    from: [
      './server/services',
      './server/routes',
      './server/server.ts',
      './server/app.ts',
      './server/workspace.ts',
      './server/deps.ts',
    ],
    message:
      "The server's layers go routes → services → storage: storage knows no service, route or assembly.",
  },
  {
    target: './server/services',
    from: ['./server/routes', './server/server.ts', './server/app.ts'],
    message: "The server's layers go routes → services → storage: a service knows no route.",
  },
  {
    // Tests included: they build the server as its hosts do.
    target: ['./server/node', './server/testing', './server/routes', './server/*.test.ts', './src'],
    from: ['./server/app.ts', './server/services/live-services.ts'],
    message: 'The server is assembled in one place: build it with assembleServer (server/server.ts).',
  },
  {
    target: './src/api',
    from: './src',
    except: ['./api'],
    message:
      'The contract (src/api) is the bottom layer: the browser and the server share it, it imports only itself.',
  },
  {
    target: './server',
    from: './src',
    except: ['./api', './mocks', './testing'],
    message: 'The server shares only the contract (src/api) with the browser.',
  },
  {
    target: [...browserDirs, './src/main.tsx'],
    from: './server',
    message: 'The app talks to the server over HTTP; only src/mocks and src/testing run its code.',
  },
  {
    target: './src/mocks',
    from: ['./src/components', './src/features', './src/app'],
    message: "The mocks (the simulator, the demo's host of the server) know no screen.",
  },
];

const mockZones = [
  ...[...browserDirs, './server'].map((target) => ({
    target,
    from: ['./src/mocks', './src/testing'],
    message:
      'Only tests and the demo (main.tsx) run the mocks and the test helpers; the app gets what it shows from them.',
  })),
  // The mocks by who runs them: the simulator anywhere (the page, Node, the tests), the demo in the page,
  // node/ in Node only (the fake upstream server, the demo build's tooling, msw/node for the tests).
  {
    target: './src/mocks/simulator',
    from: ['./src/mocks/demo', './src/mocks/node'],
    message: 'The simulator runs everywhere: it imports neither the demo (the page) nor src/mocks/node.',
  },
  {
    target: './src/mocks/demo',
    from: './src/mocks/node',
    message: 'The demo runs in the page: it imports nothing of src/mocks/node (Node only).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-demo',
      'coverage',
      'test-results',
      'playwright-report',
      'public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression > TSAsExpression[typeAnnotation.type="TSUnknownKeyword"]',
          message: 'Parse the value with its schema instead of casting through unknown.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
    },
  },
  {
    // The house's layers, as bulletproof-react draws them: features on top (a route composes them, a
    // feature never reaches into another one), the shared pieces below (components, lib, i18n), which
    // know no feature and not the app. The app never runs the server's code, and only tests run the
    // mocks: the demo starts them from main.tsx, and they hand the app what it shows (lib/demo-account.ts).
    // import-x resolves each import to its file, so a relative path, an `@/` alias, a type-only import
    // and a late `import()` are all caught alike. No import cycle either, not even a type-only one
    // (eslint-rules/no-import-cycle.js says why import-x's own rule is not enough).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX, local: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          tsconfig: { configFile: tsconfig },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...layerZones, ...mockZones] }],
      'local/no-import-cycle': ['error', { tsconfig }],
    },
  },
  {
    // The blocks below set the same rule for their files, zod's path among theirs: the last one wins.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['src/api/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [zodFromApi] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    // Node's code of src/: the mocks' (the fake upstream server, the demo build's plugin, msw/node) and
    // the test helpers' (the suites' setups and databases), which run only in Node.
    ignores: [
      'src/api/**',
      'src/mocks/node/**',
      'src/testing/**',
      'server/node/**',
      'server/testing/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', nodeModules] },
  },
  {
    // The contract is read by the server too: no React, no UI library, nothing of the browser's.
    files: ['src/api/**/*.ts'],
    ignores: ['src/api/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@mantine/*', '@tanstack/*', 'msw', 'msw/*'],
              message:
                'The contract (src/api) is shared with the server: no React, no UI, no browser data layer.',
            },
            ...nodeModules.patterns,
          ],
          paths: nodeModules.paths,
        },
      ],
    },
  },
  {
    // Tests (and their helpers) and the demo's entry run the mocks; the layers hold for them too.
    files: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'src/**/*-test-support.ts',
      'src/**/*-test-utils.ts',
      'src/main.tsx',
      'server/testing/**',
    ],
    ignores: ['src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
