/**
 * Hears every change of the journal, whichever instance made it, and hands the changes to this
 * instance's subscribers (the browsers' live streams, the webhook) in order and once each. The
 * database announces each change (NOTIFY, migration 0003); the hub then reads everything after the
 * last change it handed out, so a notification that was missed, or a LISTEN that is down, costs a
 * delay (the slow safety read) and never a change.
 */
import type { Logger } from '../logger';
import type { ChangesRepository, JournalChange } from '../storage/changes-repository';
import type { WorkspaceDatabase } from '../storage/database';

/** The channel migration 0003's trigger notifies on. */
export const changesChannel = 'execution_changes';

export type ChangeListener = (changes: readonly JournalChange[]) => void;

export interface ChangeHubDeps {
  readonly database: Pick<WorkspaceDatabase, 'listen'>;
  readonly changes: Pick<ChangesRepository, 'latest' | 'since'>;
  readonly logger: Logger;
  /** How often the hub reads even without a notification (default 5 s). */
  readonly safetyReadMs?: number;
  /** Changes read at once (default 500); more are read in further rounds. */
  readonly batch?: number;
}

export interface ChangeHub {
  /** Starts from the latest change now, listens, and reads at intervals until `stop`. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** `listener` gets every change after the current position, in order, until it unsubscribes. */
  subscribe(listener: ChangeListener): () => void;
  /** The number of the last change handed out (0 before `start`). */
  position(): number;
  /** Reads and hands out what is new now; resolves once done (a notification does this too). */
  catchUp(): Promise<void>;
}

export function createChangeHub(deps: ChangeHubDeps): ChangeHub {
  const batch = deps.batch ?? 500;
  const safetyReadMs = deps.safetyReadMs ?? 5_000;
  const listeners = new Set<ChangeListener>();
  let cursor = 0;
  let started = false;
  // Changed by other calls while one awaits: read through functions, which the compiler does not narrow.
  const state = { stopped: false, again: false };
  const askedAgain = () => state.again;
  const isStopped = () => state.stopped;
  let timer: ReturnType<typeof setInterval> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  // One read at a time; a request during a read asks for one more read after it.
  let reading: Promise<void> | undefined;
  let failing = false;

  function hand(changes: readonly JournalChange[]): void {
    for (const listener of listeners) {
      try {
        listener(changes);
      } catch (error) {
        deps.logger.error(`change hub: a subscriber failed: ${errorText(error)}`);
      }
    }
  }

  async function readAll(): Promise<void> {
    if (!started) {
      // Nothing before this instance started is news to it: streams read older changes themselves.
      cursor = await deps.changes.latest();
      started = true;
    }
    for (;;) {
      const changes = await deps.changes.since(cursor, batch);
      const last = changes.at(-1);
      if (last === undefined || state.stopped) return;
      cursor = last.seq;
      hand(changes);
      if (changes.length < batch) return;
    }
  }

  function catchUp(): Promise<void> {
    if (state.stopped) return Promise.resolve();
    if (reading !== undefined) {
      state.again = true;
      return reading;
    }
    reading = (async () => {
      try {
        do {
          state.again = false;
          try {
            await readAll();
            if (failing) deps.logger.info('change hub: reading the journal’s changes again');
            failing = false;
          } catch (error) {
            // The database is down, say: the position is kept, the next read starts from it.
            if (!failing)
              deps.logger.warn(`change hub: cannot read the journal’s changes: ${errorText(error)}`);
            failing = true;
            state.again = false;
          }
        } while (askedAgain() && !isStopped());
      } finally {
        // In the same step as the last look at `again`: a request that comes after it starts a new read
        // rather than joining one that has already decided to end.
        reading = undefined;
      }
    })();
    return reading;
  }

  return {
    async start() {
      if (timer !== undefined || state.stopped) return;
      await catchUp();
      timer = setInterval(() => void catchUp(), safetyReadMs);
      if (typeof timer === 'object' && 'unref' in timer) timer.unref();
      if (deps.database.listen !== undefined) {
        try {
          unlisten = await deps.database.listen(changesChannel, () => void catchUp(), {
            onListening: () => void catchUp(),
          });
        } catch (error) {
          deps.logger.warn(
            `change hub: cannot listen, reading every ${safetyReadMs} ms: ${errorText(error)}`,
          );
        }
      }
      if (isStopped()) await unlisten?.();
    },
    async stop() {
      state.stopped = true;
      if (timer !== undefined) clearInterval(timer);
      await unlisten?.().catch(() => undefined);
      await reading;
      listeners.clear();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    position: () => cursor,
    catchUp,
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
