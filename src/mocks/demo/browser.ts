/**
 * The browser mock mode (`vite --mode mock`): the whole app runs in the page with no backend. Its server is
 * the real one's code (mock-server.ts) on a PGlite database kept in the browser (demo-database-worker.ts),
 * shared by the tabs; the upstream services are the simulator, kept in localStorage. A reload keeps both.
 */
import { PGliteWorker } from '@electric-sql/pglite/worker';
import { setupWorker } from 'msw/browser';
import { databaseOverPglite } from '../../../server/storage/database';
import { offerDemoAccounts } from '@/lib/demo-account';
import { createCookieJar, memoryStorage } from './cookie-jar';
import { demoAccount, demoViewerAccount } from '../simulator/demo';
import { createMockServer } from './mock-server';
import { mockServerHandlers } from './mock-server-handlers';
import { createMemoryStore, createPersistentStore, type KeyValueStorage, type MockStore } from './mock-store';
import type { ScenarioInput } from '../simulator/scenarios';

/** Switches for e2e tests in mock mode, installed as `window.__robotConsoleMock`. */
interface MockControls {
  /** Same input as `Simulator.setScenario`: one scenario, a list, or `null` for none. */
  setScenario(input: ScenarioInput): void;
  /** The orchestrator stops accepting every token it issued: the next orchestration call answers 401. */
  expireSession(): void;
}

declare global {
  interface Window {
    /** Scenario switches for e2e tests in mock mode; absent outside it. */
    __robotConsoleMock?: MockControls;
  }
}

function pageStorage(): KeyValueStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the demo then simply forgets on reload.
    console.warn('Robot Console mock mode: localStorage is not available, the state will not persist.');
    return undefined;
  }
}

function createControls(store: MockStore): MockControls {
  const change = (mutate: (sim: ReturnType<MockStore['load']>) => void) => {
    const sim = store.load();
    mutate(sim);
    store.save(sim);
  };
  return {
    setScenario: (input) => change((sim) => sim.setScenario(input)),
    expireSession: () =>
      change((sim) => {
        for (const token of sim.snapshot().tokens) sim.revokeToken(token.token);
      }),
  };
}

export async function startMockWorker(): Promise<void> {
  const storage = pageStorage();
  const simulator = storage === undefined ? createMemoryStore() : createPersistentStore(storage);
  const pglite = await PGliteWorker.create(
    new Worker(new URL('./demo-database-worker.ts', import.meta.url), { type: 'module' }),
  );
  const server = await createMockServer({
    database: databaseOverPglite(pglite),
    simulator,
    cookies: createCookieJar(storage ?? memoryStorage()),
  });
  window.__robotConsoleMock = createControls(simulator);
  // The sign-in page shows the accounts to try the demo with (the app itself never imports the mocks).
  offerDemoAccounts({ admin: demoAccount, viewer: demoViewerAccount });
  await setupWorker(...mockServerHandlers(server)).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
