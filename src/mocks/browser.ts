/**
 * The browser mock mode (`vite --mode mock`): the whole app runs against the simulator in the page,
 * with no server and no upstream. State lives in localStorage (see mock-store.ts).
 */
import { setupWorker } from 'msw/browser';
import { createMockControls, mockBffHandlers, type MockControls } from './mock-bff';
import { createMemoryStore, createPersistentStore, type MockStore } from './mock-store';

declare global {
  interface Window {
    /** Scenario switches for e2e tests in mock mode; absent outside it. */
    __robotConsoleMock?: MockControls;
  }
}

function browserStore(): MockStore {
  try {
    return createPersistentStore(window.localStorage);
  } catch {
    // Storage can be disabled (privacy settings); the demo then simply forgets on reload.
    console.warn('Robot Console mock mode: localStorage is not available, the state will not persist.');
    return createMemoryStore();
  }
}

export async function startMockWorker(): Promise<void> {
  const store = browserStore();
  window.__robotConsoleMock = createMockControls(store);
  await setupWorker(...mockBffHandlers(store)).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
