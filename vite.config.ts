import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { precompress } from './server/node/precompress-plugin.ts';
import { demoDatabaseTemplate } from './src/mocks/demo-database-plugin.ts';
import { robotConsoleServer } from './server/node/vite-plugin.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** Server tests whose subject is the same on either store (or is the embedded store): run on it only. */
const storeIndependentTests = [
  'server/config.test.ts',
  'server/node/client-address.test.ts',
  'server/node/compression.test.ts',
  'server/node/embedded-database.test.ts',
  'server/node/graceful-shutdown.test.ts',
  'server/node/precompress-plugin.test.ts',
  'server/node/session-secret.test.ts',
  'server/node/static.test.ts',
  'server/node/vite-plugin.test.ts',
  'server/services/schedule-calendar.test.ts',
  'server/services/sign-in-limiter.test.ts',
  'server/storage/token-seal.test.ts',
];

/** The screen tests (happy-dom). */
const domTests = ['src/**/*.test.tsx', 'src/lib/**/*.test.ts', 'src/features/**/*.test.ts'];
/**
 * Screen tests that replace one of the app's modules (vi.mock): a replacement only takes where the
 * module is loaded after it, so these files load the app's modules afresh, each its own.
 */
const replacesModules = ['src/features/queue/queue-render.test.tsx'];

/**
 * Mantine's styles per component, in a build: each component's own stylesheet
 * (`@mantine/core/styles/<Name>.css`) is imported by the module that holds its class names, so it comes
 * with the component's code (in its chunk, after the styles of the components it is built on) and a page
 * loads the styles of what it can show, not the whole 35 KiB stylesheet. main.tsx imports the styles no
 * component holds (baseline, CSS variables, global classes). The dev server pre-bundles Mantine, where
 * no per-module hook reaches: there main.tsx loads the whole stylesheet instead. It matches Mantine's
 * internal paths, and earns it: without it (`npm run bench:bundle`, 2026-11-27) the sign-in page sends
 * 24.5 KiB gzip more (243.3 instead of 218.8, 1.26× the hello-world) and every signed-in page about 16.
 */
function mantineStylesPerComponent(): Plugin {
  const classesModule = /\/@mantine\/core\/esm\/(?:[^/]+\/)+([A-Za-z]+)\.module\.mjs$/;
  return {
    name: 'robot-console-mantine-styles',
    apply: 'build',
    transform(code, id) {
      const name = classesModule.exec(id)?.[1];
      return name === undefined
        ? null
        : { code: `import '@mantine/core/styles/${name}.css';\n${code}`, map: null };
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    react(),
    mode === 'mock' ? demoDatabaseTemplate() : robotConsoleServer(),
    mantineStylesPerComponent(),
    precompress(),
  ],
  resolve: { alias: { '@': src } },
  build: {
    // The app goes to dist/app and the server (`vite build --ssr server/node/main.ts`) to dist/server, so
    // the directory the server publishes never holds the server's own code.
    outDir: isSsrBuild === true ? 'dist/server' : 'dist/app',
    // The server's build is not a web page: public/ (favicon, service worker) belongs to the app only.
    copyPublicDir: isSsrBuild !== true,
    // Source maps stay off in production: they would publish the source, not only the bundle.
    sourcemap: false,
    // The first page's chunk holds React, the router, Mantine (the preferences' dropdown too),
    // react-hook-form and zod: about 680 kB minified (200 KiB gzip). bench:bundle watches what is sent.
    chunkSizeWarningLimit: 700,
    // Few files, each compressed whole (a small file compresses worse, and each costs a request): the
    // first page's code in one chunk, the code three or more lazy modules share (the signed-in pages'
    // common parts) in another, and each page's own. Rolldown's default made one chunk of every set of
    // sharers: 50 to 60 files, some of a few hundred bytes, per signed-in page.
    rolldownOptions:
      isSsrBuild === true
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'first', tags: ['$initial' as const] },
                  { name: 'shared', minShareCount: 3 },
                ],
              },
            },
          },
  },
  // The mock mode's database: PGlite loads its WebAssembly and data files next to its own module, which
  // pre-bundling would move; it runs in a module worker shared by the tabs.
  optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  worker: { format: 'es' },
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
  // `npm start` serves the demo's build at the address the dev server has (the README's).
  preview: { host: '127.0.0.1', port: 5173 },
  test: {
    // A test is a few of the app's answers, each in milliseconds: the bounds leave room for a busy
    // machine and make a hung test say so soon.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // expect.poll waits 1 s by default: on a busy machine a change announced through PostgreSQL can take
    // a little longer to arrive.
    expect: { poll: { timeout: 5_000 } },
    // Both cores (Vitest keeps one free by default): the suite takes a third less time, and every test
    // waits on conditions, so the neighbour's load only makes it slower.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/api/**/*.test.ts',
            'src/data/**/*.test.ts',
            'src/mocks/**/*.test.ts',
            'src/i18n/**/*.test.ts',
            'src/app/**/*.test.ts',
          ],
          setupFiles: ['src/testing/setup-node.ts'],
        },
      },
      // The server's suite runs twice: on the embedded store (PGlite) and on a PostgreSQL server, a
      // throwaway one that the global setup starts from the installed binaries and removes afterwards.
      ...(['embedded', 'postgres'] as const).map((store) => ({
        extends: true as const,
        test: {
          name: `server · ${store}`,
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // An outage can only be staged with a PostgreSQL server; what does not touch the database, or
          // is about the embedded store itself, runs once.
          exclude: [
            ...configDefaults.exclude,
            ...(store === 'embedded' ? ['server/**/*.postgres.test.ts'] : storeIndependentTests),
          ],
          setupFiles: ['src/testing/setup-node.ts'],
          isolate: false,
          env: { TEST_STORE: store },
          // Made once for the run: one migrated workspace database the embedded store's databases load
          // from, and the built server the process tests start (on a copy of that database).
          globalSetup: [
            'src/testing/workspace-template-setup.ts',
            ...(store === 'postgres' ? ['server/testing/postgres-global-setup.ts'] : []),
            'server/testing/built-server-setup.ts',
          ],
        },
      })),
      ...(['shared', 'own'] as const).map((modules) => ({
        extends: true as const,
        test: {
          name: modules === 'shared' ? 'dom' : 'dom · own modules',
          environment: 'happy-dom',
          ...(modules === 'shared'
            ? {
                include: domTests,
                exclude: [...configDefaults.exclude, ...replacesModules],
                // The test files of a worker share its modules (the app, Mantine, the server's code) and
                // its workspace database instead of loading them again each: the suite takes half the
                // time. What a test leaves is cleaned after it (setup-dom.ts: the screen, msw's handlers,
                // storage, Mantine's notices; the database is emptied before each rendering).
                isolate: false,
                setupFiles: ['src/testing/setup-dom.ts', 'src/testing/load-every-page.ts'],
              }
            : { include: replacesModules, setupFiles: ['src/testing/setup-dom.ts'] }),
          // Never the machine's zone: the screens are shown as in São Paulo (UTC−3), as the e2e browser is.
          env: { TZ: 'America/Sao_Paulo' },
          // The screens talk to the server's own code on a workspace database loaded from this template.
          globalSetup: ['src/testing/workspace-template-setup.ts'],
        },
      })),
    ],
  },
}));
