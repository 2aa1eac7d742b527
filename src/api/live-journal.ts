/**
 * The team's journal, live: one stream per tab from the server (`GET /api/events`, Server-Sent Events),
 * which writes every change of an execution into the query cache the pages read, so the queue and the
 * execution view show it without asking the service themselves. The stream is read with `fetch` rather
 * than `EventSource`, to see the server's status (a signed-out session is not a network fault) and to
 * work the same in the browser, the mock mode's service worker and the screen tests.
 *
 * A dropped stream reconnects and resumes after the last change it saw (`Last-Event-ID`), so nothing is
 * missed. Where the stream cannot be kept (a proxy that cuts or buffers it), the pages fall back to reading
 * the journal on an interval and say so, while the stream is tried again now and then.
 */
import { notifyManager, partialMatchKey, type Query, type QueryClient } from '@tanstack/react-query';
import { createParser } from 'eventsource-parser';
import { csrfHeader } from './csrf';
import { followPolicy } from './follow-policy';
import { liveEventsPath, parseLiveEvent } from './live-events';
import { sessionQueryKey } from './session';
import type { JournalEntry } from './workspace/journal';
import { workspaceKeys } from './workspace-client';

export type LiveState =
  | { readonly kind: 'connecting' }
  | { readonly kind: 'live' }
  /** The stream could not be kept: the pages read the journal every `refreshMs`. */
  | { readonly kind: 'fallback'; readonly refreshMs: number };

export interface LiveJournalTiming {
  /** Failed attempts in a row before the pages fall back to reading on an interval. */
  readonly failuresBeforeFallback: number;
  /** The wait before reconnecting after a drop (the server's `retry:` replaces it). */
  readonly reconnectMs: number;
  /** How often the stream is tried again while the pages read on an interval. */
  readonly retryWhileFallbackMs: number;
  /** No first byte this long after asking: something between (a buffering proxy) holds the stream. */
  readonly firstByteMs: number;
  /** Nothing at all (not even the server's heartbeat) for this long: the stream is stuck. */
  readonly silenceMs: number;
  /** How often the pages read the journal while the stream is down. */
  readonly fallbackRefreshMs: number;
  /** Several changes close together refresh the lists once. */
  readonly listRefreshDelayMs: number;
  /**
   * Changes that arrive within this long are written into the cache together: one draw of the pages for
   * all of them, rather than one per change (200 executions updating at once would be 200 draws).
   */
  readonly applyDelayMs: number;
}

export const liveJournalTiming: LiveJournalTiming = {
  failuresBeforeFallback: 3,
  reconnectMs: 1_000,
  retryWhileFallbackMs: 30_000,
  firstByteMs: 8_000,
  // The server sends a heartbeat every 15 s.
  silenceMs: 40_000,
  fallbackRefreshMs: followPolicy.intervalMs * 2.5,
  listRefreshDelayMs: 250,
  applyDelayMs: 100,
};

type EntryListener = (entry: JournalEntry, previous: JournalEntry | undefined) => void;

export interface LiveJournal {
  readonly state: () => LiveState;
  /** Told of every state change (for `useSyncExternalStore`). */
  readonly subscribeState: (listener: () => void) => () => void;
  /** Told of every change of an execution, with what the cache held before, if anything. */
  readonly subscribeEntries: (listener: EntryListener) => () => void;
  /** Opens the stream (again, after `stop`). */
  readonly start: () => void;
  readonly stop: () => void;
}

interface LiveJournalOptions {
  readonly queryClient: QueryClient;
  readonly fetch?: typeof fetch;
  readonly timing?: Partial<LiveJournalTiming>;
}

/** The keys of the journal's list queries (pages and blocks of the queue, the summaries), not single entries. */
function isJournalList(queryKey: readonly unknown[]): boolean {
  return (
    partialMatchKey(queryKey, workspaceKeys.journal()) &&
    !partialMatchKey(queryKey, workspaceKeys.journalEntries())
  );
}

/** One execution as a key: its Runtime and its id (either may hold any character). */
const executionKey = (entry: { computerId: string; executionId: string }) =>
  JSON.stringify([entry.computerId, entry.executionId]);

/**
 * Replaces the changed entries wherever a cached list holds them, in one pass over the list, and notes in
 * `replaced` what each replaced (the first version found). Returns `data` itself when none is there.
 */
function patchList(
  data: unknown,
  changes: ReadonlyMap<string, JournalEntry>,
  ids: ReadonlySet<string>,
  replaced: Map<string, JournalEntry>,
): unknown {
  if (typeof data !== 'object' || data === null) return data;
  if ('items' in data && Array.isArray(data.items)) {
    const items = data.items as unknown[];
    let next: unknown[] | undefined;
    items.forEach((item, index) => {
      if (typeof item !== 'object' || item === null || !('executionId' in item)) return;
      const old = item as JournalEntry;
      // Most rows are not among the changes: the id alone says so without building a key.
      if (!ids.has(old.executionId)) return;
      const key = executionKey(old);
      const change = changes.get(key);
      if (change === undefined) return;
      if (!replaced.has(key)) replaced.set(key, old);
      next ??= [...items];
      next[index] = change;
    });
    return next === undefined ? data : { ...data, items: next };
  }
  // An infinite query: its pages are lists.
  if ('pages' in data && Array.isArray(data.pages)) {
    const pages = data.pages as unknown[];
    const patched = pages.map((page) => patchList(page, changes, ids, replaced));
    return patched.every((page, index) => page === pages[index]) ? data : { ...data, pages: patched };
  }
  return data;
}

/** A change that can move the entry in or out of a filtered, sorted list, rather than only repaint it. */
function movesInLists(previous: JournalEntry | undefined, entry: JournalEntry): boolean {
  return (
    previous === undefined ||
    previous.status !== entry.status ||
    previous.ended !== entry.ended ||
    previous.deletedAt !== entry.deletedAt ||
    previous.init !== entry.init ||
    previous.end !== entry.end
  );
}

export function createLiveJournal(options: LiveJournalOptions): LiveJournal {
  const { queryClient } = options;
  const timing = { ...liveJournalTiming, ...options.timing };
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const stateListeners = new Set<() => void>();
  const entryListeners = new Set<EntryListener>();
  let state: LiveState = { kind: 'connecting' };
  let lastEventId: string | undefined;
  let reconnectMs = timing.reconnectMs;
  let failures = 0;
  const run = { stopped: true };
  // A function, so that a check after an await sees a stop that happened meanwhile.
  const stopped = () => run.stopped;
  let current: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let listTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: LiveState) => {
    if (next.kind === state.kind) return;
    const wasDown = state.kind === 'fallback';
    state = next;
    // Back from reading on an interval: what changed meanwhile is in the lists' next read.
    if (next.kind === 'live' && wasDown) refreshLists();
    for (const listener of stateListeners) listener();
  };

  // The session ended (the server closed the stream for it, or refuses to open one): the app's guard
  // hears it from a fresh read of the session. A page that only listens to the stream (an execution
  // waiting in the queue) makes no call of its own that would meet the 401.
  function sessionEnded(): void {
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }

  function refreshLists(): void {
    clearTimeout(listTimer);
    listTimer = undefined;
    void queryClient.invalidateQueries({ predicate: (query) => isJournalList(query.queryKey) });
  }

  function scheduleListRefresh(): void {
    listTimer ??= setTimeout(refreshLists, timing.listRefreshDelayMs);
  }

  // The last version of each execution the listeners heard of, so each change is told once, whether the
  // stream brought it or (while the stream is down) a read of the journal did.
  const told = new Map<string, JournalEntry>();
  const tellKey = executionKey;

  function tell(entry: JournalEntry, previous: JournalEntry | undefined): void {
    told.set(tellKey(entry), entry);
    for (const listener of entryListeners) listener(entry, previous);
  }

  /** A read of the journal found a newer version of an execution the listeners already know. */
  function heardFromRead(data: unknown): void {
    const entries: unknown[] = [];
    const collect = (value: unknown) => {
      if (typeof value !== 'object' || value === null) return;
      if ('items' in value && Array.isArray(value.items)) entries.push(...(value.items as unknown[]));
      else if ('pages' in value && Array.isArray(value.pages)) (value.pages as unknown[]).forEach(collect);
      else if ('executionId' in value) entries.push(value);
    };
    collect(data);
    for (const item of entries) {
      const entry = item as JournalEntry;
      const known = told.get(tellKey(entry));
      if (known === undefined) told.set(tellKey(entry), entry);
      else if (entry.updatedAt > known.updatedAt) tell(entry, known);
    }
  }

  // True while this journal writes the cache itself: those writes are its own changes, not reads.
  let writing = false;

  const listenToReads = () =>
    queryClient.getQueryCache().subscribe((event) => {
      if (writing || event.type !== 'updated' || event.action.type !== 'success') return;
      // The cache's events type their query loosely: read only what is needed, as unknown.
      const query = event.query as Query;
      if (!partialMatchKey(query.queryKey, workspaceKeys.journal())) return;
      heardFromRead(query.state.data);
    });
  let unsubscribeCache: () => void = () => undefined;

  // Changes heard but not yet written into the cache, by execution (a newer one replaces an older one).
  let pending = new Map<string, JournalEntry>();
  let applyTimer: ReturnType<typeof setTimeout> | undefined;

  function apply(entry: JournalEntry): void {
    pending.set(tellKey(entry), entry);
    applyTimer ??= setTimeout(applyPending, timing.applyDelayMs);
  }

  /**
   * Writes the changes heard since the last time into the entries and every list that holds them, in one
   * batch of the cache's notifications: the pages draw once for all of them.
   */
  function applyPending(): void {
    clearTimeout(applyTimer);
    applyTimer = undefined;
    if (pending.size === 0) return;
    const changes = new Map<string, JournalEntry>();
    for (const [key, entry] of pending) {
      // A read of the journal since it was heard may have brought a newer version: that one stands.
      const known = told.get(key);
      if (known === undefined || known.updatedAt <= entry.updatedAt) changes.set(key, entry);
    }
    pending = new Map();
    if (changes.size === 0) return;
    const before = new Map<string, JournalEntry | undefined>();
    for (const [key, entry] of changes) {
      const entryKey = workspaceKeys.journalEntry(entry.computerId, entry.executionId);
      before.set(key, told.get(key) ?? queryClient.getQueryData<JournalEntry | null>(entryKey) ?? undefined);
    }
    const ids = new Set([...changes.values()].map((entry) => entry.executionId));
    const inLists = new Map<string, JournalEntry>();
    writing = true;
    try {
      notifyManager.batch(() => {
        for (const entry of changes.values()) {
          queryClient.setQueryData(workspaceKeys.journalEntry(entry.computerId, entry.executionId), entry);
        }
        for (const query of queryClient.getQueryCache().findAll({ queryKey: workspaceKeys.journal() })) {
          if (!isJournalList(query.queryKey)) continue;
          const data = query.state.data;
          const patched = patchList(data, changes, ids, inLists);
          if (patched !== data) queryClient.setQueryData(query.queryKey, patched);
        }
      });
    } finally {
      writing = false;
    }
    let moved = false;
    for (const [key, entry] of changes) {
      const previous = before.get(key) ?? inLists.get(key);
      if (movesInLists(previous, entry)) moved = true;
      tell(entry, previous);
    }
    if (moved) scheduleListRefresh();
  }

  function failed(): void {
    failures += 1;
    if (failures >= timing.failuresBeforeFallback) {
      setState({ kind: 'fallback', refreshMs: timing.fallbackRefreshMs });
    }
    const wait = state.kind === 'fallback' ? timing.retryWhileFallbackMs : reconnectMs;
    retryTimer = setTimeout(() => void connect(), wait);
  }

  async function connect(): Promise<void> {
    if (stopped()) return;
    const attempt = new AbortController();
    current = attempt;
    let silence: ReturnType<typeof setTimeout> | undefined;
    let received = false;
    let closedForGood = false;
    // Set by the parser's callback while the stream is read; a function so the check after it sees that.
    const isClosedForGood = () => closedForGood;
    let reader: ReadableStreamDefaultReader<string> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(
        () => {
          attempt.abort();
          void reader?.cancel().catch(() => undefined);
        },
        received ? timing.silenceMs : timing.firstByteMs,
      );
    };
    const parser = createParser({
      onEvent: (message) => {
        const event = parseLiveEvent({
          event: message.event ?? 'message',
          data: message.data,
          id: message.id,
        });
        // Past every numbered message, read or not (a newer server may send what this one skips).
        if (message.id !== undefined) lastEventId = message.id;
        switch (event?.type) {
          case 'execution':
            apply(event.entry);
            break;
          case 'reset':
            // Too much was missed to be caught up change by change: everything is read again (after
            // the changes already heard, so that the reads come last).
            applyPending();
            void queryClient.invalidateQueries({ queryKey: workspaceKeys.journal() });
            break;
          case 'closing':
            // Signed out: nothing to reconnect to, and the app is told (see sessionEnded).
            if (event.reason === 'signed-out') {
              closedForGood = true;
              sessionEnded();
            }
            break;
          default:
            break;
        }
      },
      onRetry: (ms) => {
        reconnectMs = Math.max(ms, 250);
      },
      onComment: () => undefined,
    });
    try {
      heard();
      const response = await doFetch(liveEventsPath, {
        headers: {
          Accept: 'text/event-stream',
          ...csrfHeader,
          ...(lastEventId === undefined ? {} : { 'Last-Event-ID': lastEventId }),
        },
        cache: 'no-store',
        credentials: 'same-origin',
        signal: attempt.signal,
      });
      // Signed out or expired: the app is told, and sends the operator to sign in.
      if (response.status === 401 || response.status === 403) {
        clearTimeout(silence);
        sessionEnded();
        return;
      }
      const type = response.headers.get('Content-Type') ?? '';
      if (!response.ok || response.body === null || !type.startsWith('text/event-stream')) {
        throw new Error(`the stream answered ${response.status}`);
      }
      reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (!received) {
          received = true;
          failures = 0;
          setState({ kind: 'live' });
        }
        heard();
        parser.feed(value);
      }
      clearTimeout(silence);
      if (stopped() || isClosedForGood()) return;
      // The server closed it (a restart, a deploy): resume at once, from the last change seen.
      if (received) retryTimer = setTimeout(() => void connect(), reconnectMs);
      else failed();
    } catch {
      clearTimeout(silence);
      if (stopped()) return;
      failed();
    } finally {
      if (current === attempt) current = undefined;
    }
  }

  return {
    start: () => {
      if (!run.stopped) return;
      run.stopped = false;
      unsubscribeCache = listenToReads();
      void connect();
    },
    state: () => state,
    subscribeState: (listener) => {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    subscribeEntries: (listener) => {
      entryListeners.add(listener);
      return () => entryListeners.delete(listener);
    },
    stop: () => {
      run.stopped = true;
      unsubscribeCache();
      clearTimeout(retryTimer);
      clearTimeout(listTimer);
      clearTimeout(applyTimer);
      applyTimer = undefined;
      pending.clear();
      current?.abort();
    },
  };
}
