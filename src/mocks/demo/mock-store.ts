/**
 * The browser mock mode's simulator, persisted in localStorage so its state survives reloads and is
 * shared by tabs: every request reloads it first, every mutating request saves it afterwards.
 */
import { Simulator, type SimulatorOptions } from '../simulator/simulator';

const mockStateKey = 'robot-console:mock-state';

/** The part of `Storage` the store needs; tests pass a Map-backed stand-in. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface MockStore {
  /** The simulator with the latest stored state. */
  load(): Simulator;
  save(sim: Simulator): void;
  /**
   * Runs `work` (a load, a call, a save) alone among the tabs that share the state: another tab's save
   * between this one's load and save would otherwise be overwritten with an older state (a run started
   * in one tab lost by the other tab's follower, then read as "not found on its Runtime").
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createPersistentStore(storage: KeyValueStorage, options: SimulatorOptions = {}): MockStore {
  // One instance whose state is replaced on every load, so handlers built around it stay valid.
  const sim = new Simulator(options);
  const save = (target: Simulator) => {
    try {
      storage.setItem(mockStateKey, JSON.stringify(target.snapshot()));
    } catch (error) {
      // A full or disabled storage costs persistence, not the demo.
      console.warn(`Robot Console mock mode: the state could not be saved (${describe(error)}).`);
    }
  };
  return {
    load: () => {
      const stored = storage.getItem(mockStateKey);
      if (stored === null) {
        sim.reset();
        return sim;
      }
      try {
        sim.restore(stored);
      } catch (error) {
        console.warn(`Robot Console mock mode: ${describe(error)} Starting again from a fresh state.`);
        sim.reset();
        save(sim);
      }
      return sim;
    },
    save,
    exclusive: async (work) => {
      // The tabs of one browser share the Web Locks of their origin, as they share its localStorage;
      // Node (the mock server's own tests: one "tab") has none.
      if (!('navigator' in globalThis) || !('locks' in navigator)) return work();
      return await navigator.locks.request(mockStateKey, work);
    },
  };
}

/** A store that keeps the simulator in memory only (tests, or a browser without localStorage). */
export function createMemoryStore(sim: Simulator = new Simulator()): MockStore {
  return { load: () => sim, save: () => undefined, exclusive: (work) => work() };
}
