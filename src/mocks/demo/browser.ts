/**
 * The browser mock mode (`vite --mode mock`): the whole app runs in the page with no backend. Its server is
 * the real one's code (mock-server.ts) on a PGlite database kept in the browser (demo-database-worker.ts),
 * shared by the tabs; the upstream services are the simulator, kept in localStorage. A reload keeps both.
 */
import { PGliteWorker } from '@electric-sql/pglite/worker';
import { setupWorker } from 'msw/browser';
import { databaseOverPglite } from '../../../server/storage/database';
import { sessionIdOf } from '../../../server/routes/session-cookie';
import { signedOut } from '../../../server/routes/session-routes';
import { offerDemoAccounts } from '@/lib/demo-account';
import { createCookieJar, memoryStorage, type CookieJar } from './cookie-jar';
import { demoAccount, demoViewerAccount } from '../simulator/demo';
import { createMockServer, type MockServer } from './mock-server';
import { mockServerConfig } from './mock-server-config';
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

/** The in-page server on the demo's database, which opens in a worker of its own (seconds on a first visit). */
async function startServer(simulator: MockStore, cookies: CookieJar): Promise<MockServer> {
  const pglite = await PGliteWorker.create(
    new Worker(new URL('./demo-database-worker.ts', import.meta.url), { type: 'module' }),
  );
  return createMockServer({ database: databaseOverPglite(pglite), simulator, cookies });
}

/**
 * Answers the page's calls while its server starts. A browser with no session cookie asking who is
 * signed in is told "nobody" at once, as the server itself would tell it without a look at its
 * database: the sign-in form needs nothing else, so it is shown while the database opens. Every other
 * call waits for the server.
 */
function whileStarting(starting: Promise<MockServer>, simulator: MockStore, cookies: CookieJar) {
  let started: MockServer | undefined;
  void starting.then((server) => (started = server));
  const config = mockServerConfig({ reportingApiKey: simulator.load().apiKey });
  return {
    async handle(request: Request): Promise<Response> {
      if (started !== undefined) return started.handle(request);
      const askingWho = request.method === 'GET' && new URL(request.url).pathname === '/session';
      if (askingWho && sessionIdOf(request, { config, cookieJar: cookies }) === undefined) {
        return Response.json(signedOut);
      }
      return (await starting).handle(request);
    },
  };
}

export async function startMockWorker(): Promise<void> {
  const storage = pageStorage();
  const simulator = storage === undefined ? createMemoryStore() : createPersistentStore(storage);
  const cookies = createCookieJar(storage ?? memoryStorage());
  const starting = startServer(simulator, cookies);
  // A server that cannot start leaves the page's calls failing, each with its error on screen.
  starting.catch((error: unknown) => console.error('Robot Console demo: its server could not start.', error));
  window.__robotConsoleMock = createControls(simulator);
  // The sign-in page shows the accounts to try the demo with (the app itself never imports the mocks).
  offerDemoAccounts({ admin: demoAccount, viewer: demoViewerAccount });
  await setupWorker(...mockServerHandlers(whileStarting(starting, simulator, cookies))).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
