/**
 * The unit suite (`npm run test:unit`). Which project runs a file is said by its path and suffix, never
 * by a list of names:
 * - `src/**\/*.test.ts`: Node, no DOM (a file that needs the browser's storage or languages says
 *   `@vitest-environment happy-dom` at its top), and the lint configuration's tests (`eslint-rules/`);
 * - `src/**\/*.test.tsx`: the screens, in happy-dom;
 *   `*.isolated.test.tsx` replaces one of the app's modules (vi.mock), so it loads the app's modules afresh;
 * - `server/**\/*.test.ts`: the server's suite, twice, on the embedded store (PGlite) and on PostgreSQL;
 *   `*.postgres.test.ts` on PostgreSQL only (an outage can only be staged there), `*.embedded.test.ts` on
 *   the embedded store only (about that store, or touching no store);
 * - `server/**\/*.process.test.ts`: tests that start the built server as processes (signals, workers,
 *   several instances), once.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));
const processTests = 'server/**/*.process.test.ts';
const isolatedTests = 'src/**/*.isolated.test.tsx';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': src } },
  test: {
    // Vitest's own bounds (5 s a test, 10 s a hook): a test that needs more is slow at its cause.
    // Both cores (Vitest keeps one free by default): every test waits on conditions, so the neighbour's
    // load only makes it slower.
    maxWorkers: 2,
    // expect.poll waits 1 s by default: a change announced through PostgreSQL can take a little longer.
    expect: { poll: { timeout: 5_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'eslint-rules/**/*.test.ts'],
          env: { TZ: 'America/Sao_Paulo' },
          setupFiles: ['src/testing/setup-node.ts'],
          // The mock server's tests run it on a database loaded from the run's migrated template.
          globalSetup: ['src/testing/workspace-template-setup.ts'],
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
          exclude: [
            ...configDefaults.exclude,
            processTests,
            store === 'embedded' ? 'server/**/*.postgres.test.ts' : 'server/**/*.embedded.test.ts',
          ],
          setupFiles: ['src/testing/setup-node.ts', 'server/testing/warm-worker.ts'],
          // The test files of a worker share its modules and its database (emptied before each test).
          isolate: false,
          env: { TEST_STORE: store },
          // One migrated workspace database made for the run, which every test database is a copy of.
          globalSetup: [
            'src/testing/workspace-template-setup.ts',
            ...(store === 'postgres' ? ['server/testing/postgres-global-setup.ts'] : []),
          ],
        },
      })),
      {
        extends: true,
        test: {
          name: 'processes',
          environment: 'node',
          include: [processTests],
          setupFiles: ['src/testing/setup-node.ts'],
          // A process test waits for servers to start and stop: seconds each, more on a busy machine.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // The built server (once for the run), a copy of the migrated embedded database for each
          // process on that store, and the run's PostgreSQL for the ones that share one.
          globalSetup: [
            'src/testing/workspace-template-setup.ts',
            'server/testing/postgres-global-setup.ts',
            'server/testing/built-server-setup.ts',
          ],
        },
      },
      ...(['shared', 'isolated'] as const).map((modules) => ({
        extends: true as const,
        test: {
          name: modules === 'shared' ? 'dom' : 'dom · isolated',
          environment: 'happy-dom',
          ...(modules === 'shared'
            ? {
                include: ['src/**/*.test.tsx'],
                exclude: [...configDefaults.exclude, isolatedTests],
                // The test files of a worker share its modules (the app, Mantine, the server's code) and
                // its workspace database instead of loading them again each: the suite takes half the
                // time. What a test leaves is cleaned after it (setup-dom.ts: the screen, msw's handlers,
                // storage, Mantine's notices; the database is emptied before each rendering).
                isolate: false,
                setupFiles: ['src/testing/setup-dom.ts', 'src/testing/warm-worker.ts'],
              }
            : { include: [isolatedTests], setupFiles: ['src/testing/setup-dom.ts'] }),
          // Never the machine's zone: the screens are shown as in São Paulo (UTC−3), as the e2e browser is.
          env: { TZ: 'America/Sao_Paulo' },
          // The screens talk to the server's own code on a workspace database loaded from this template.
          globalSetup: ['src/testing/workspace-template-setup.ts'],
        },
      })),
    ],
  },
});
